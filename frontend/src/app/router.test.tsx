import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';
import { routes } from './router';

/** One concrete URL per row of the spec §2 route table (plus every wizard level). */
const SPEC_URLS = [
  '/',
  '/token-callback',
  '/feed',
  '/feed/DataStructuresEndsem',
  '/login',
  '/signup',
  '/forgot-password',
  '/verify-otp',
  '/verify-forgot-password-otp',
  '/change-forgot-password',
  '/change-password',
  '/contactus',
  '/about-us',
  '/terms-conditions',
  '/privacy-policy',
  '/dashboard',
  '/dashboard/saved-items',
  '/dashboard/uploaded-items',
  '/dashboard/help-support',
  '/dashboard/admin',
  '/edit-profile',
  '/saved-items',
  '/uploaded-items',
  '/help-support',
  '/upload',
  '/upload-items',
  '/upload-items/DSANotes',
  '/saved-item',
  '/saved-item/DSANotes',
  ...['papers', 'notes'].flatMap((kind) => [
    `/${kind}`,
    `/${kind}/IITDelhi`,
    `/${kind}/IITDelhi/BTech`,
    `/${kind}/IITDelhi/BTech/CSE`,
    `/${kind}/IITDelhi/BTech/CSE/2`,
    `/${kind}/IITDelhi/BTech/CSE/2/DataStructures`,
    `/${kind}/IITDelhi/BTech/CSE/2/DataStructures/Endsem2023`,
  ]),
];

describe('route table', () => {
  it.each(SPEC_URLS)('%s has its own route (not the 404 catch-all)', (url) => {
    const matches = matchRoutes(routes, url);
    expect(matches).not.toBeNull();
    expect(matches?.at(-1)?.route.path).not.toBe('*');
  });

  it('sends anything else to the 404 route', () => {
    expect(matchRoutes(routes, '/papers/a/b/c/d/e/f/g')?.at(-1)?.route.path).toBe('*');
    expect(matchRoutes(routes, '/random')?.at(-1)?.route.path).toBe('*');
  });
});

describe('access rules', () => {
  it('sends visitors from signed-in screens to /login', async () => {
    const { location } = renderApp('/dashboard/saved-items');
    await waitFor(() => {
      expect(location().pathname).toBe('/login');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
  });

  it('sends signed-in users away from guest-only screens to /feed', async () => {
    const { location } = renderApp('/login', serverFor(verifiedUser));
    await waitFor(() => {
      expect(location().pathname).toBe('/feed');
    });
  });

  it('lets a signed-in user into the dashboard, without the admin entry', async () => {
    renderApp('/dashboard/saved-items', serverFor(verifiedUser));

    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Items' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Dashboard', hidden: true });
    expect(menu).toHaveTextContent('Profile');
    expect(menu).not.toHaveTextContent('Admin');
  });

  it('redirects non-admins from the admin panel to /dashboard', async () => {
    const { location } = renderApp('/dashboard/admin', serverFor(verifiedUser));
    await waitFor(() => {
      expect(location().pathname).toBe('/dashboard');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });

  it('loads the admin panel for admins', async () => {
    renderApp('/dashboard/admin', serverFor({ ...verifiedUser, isAdmin: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard', hidden: true })).toHaveTextContent('Admin');
  });

  it('keeps /upload open to visitors', async () => {
    const { location } = renderApp('/upload');
    // The page renders under the guest prompt (which hides it from the accessibility tree).
    expect(await screen.findByRole('dialog', { name: 'Login Or Sign Up Required' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Upload Your Papers/Notes', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByText('Upload your papers here and help the community')).toBeInTheDocument();
    expect(location().pathname).toBe('/upload');
  });
});

describe('browse wizard levels', () => {
  it('names the level and shows the choices made so far', async () => {
    renderApp('/notes/IIT%20Delhi/BTech/CSE');

    expect(await screen.findByRole('heading', { level: 1, name: 'Notes: Choose a Year' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Your choices' });
    expect(crumbs).toHaveTextContent('IIT Delhi');
    expect(screen.getByRole('link', { name: 'IIT Delhi' })).toHaveAttribute('href', '/notes/IIT%20Delhi');
    expect(screen.getByText('CSE')).toHaveAttribute('aria-current', 'page');
  });
});
