import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MainLayout } from './main-layout';
import type { LayoutSession } from './session';

function renderLayout(session: Partial<LayoutSession> = {}, path = '/') {
  const onLogout = session.onLogout ?? vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <MainLayout authenticated={session.authenticated ?? false} isAdmin={session.isAdmin ?? false} onLogout={onLogout}>
        <p>page content</p>
      </MainLayout>
    </MemoryRouter>,
  );
  return { onLogout };
}

// The desktop nav and the hamburger are both in the DOM; CSS breakpoints pick one. jsdom does
// not evaluate media queries, so queries pass `hidden: true` where the breakpoint hides a node.
const mainNav = () => screen.getByRole('navigation', { name: 'Main', hidden: true });

describe('MainLayout', () => {
  it('has header, main navigation, main content and footer landmarks', async () => {
    renderLayout();

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    // The footer is a chunk of its own, loaded after the page.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it('links Home, Papers, Notes, Uploads, Requests (issue 27) and About Us in the top bar', () => {
    renderLayout();

    const links = within(mainNav()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Papers', '/papers'],
      ['Notes', '/notes'],
      ['Uploads', '/upload'],
      ['Requests', '/requests'],
      ['About Us', '/about-us'],
    ]);
  });

  it('marks the current page in the top bar', () => {
    renderLayout({}, '/about-us');

    expect(within(mainNav()).getByRole('link', { name: 'About Us', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home', hidden: true })).not.toHaveAttribute('aria-current');
  });

  it('offers Log In and Sign Up to visitors', () => {
    renderLayout({ authenticated: false });

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Log In', hidden: true })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Sign Up', hidden: true })).toHaveAttribute('href', '/signup');
    expect(within(banner).queryByRole('button', { name: 'Logout', hidden: true })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Dashboard', hidden: true })).not.toBeInTheDocument();
  });

  it('offers Logout and Dashboard to signed-in users', () => {
    const { onLogout } = renderLayout({ authenticated: true });

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute('href', '/dashboard');
    expect(within(banner).queryByRole('link', { name: 'Log In', hidden: true })).not.toBeInTheDocument();

    fireEvent.click(within(banner).getByRole('button', { name: 'Logout', hidden: true }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows no auth buttons while the session is still unknown', () => {
    renderLayout({ authenticated: 'unknown' });

    const banner = screen.getByRole('banner');
    for (const name of ['Log In', 'Sign Up', 'Dashboard']) {
      expect(within(banner).queryByRole('link', { name, hidden: true })).not.toBeInTheDocument();
    }
    expect(within(banner).queryByRole('button', { name: 'Logout', hidden: true })).not.toBeInTheDocument();
  });

  it('opens a side menu with Home, Papers, Notes, Uploads, Requests, About Us, Log In and Sign Up', async () => {
    renderLayout({ authenticated: false });

    const toggle = screen.getByRole('button', { name: 'Open navigation menu', hidden: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);

    const drawerNav = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(
      within(drawerNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Papers', 'Notes', 'Uploads', 'Requests', 'About Us']);
    const drawer = drawerNav.closest('.MuiDrawer-paper');
    expect(drawer).not.toBeNull();
    const menu = within(drawer as HTMLElement);
    expect(menu.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    fireEvent.click(menu.getByRole('button', { name: 'Close navigation menu' }));
    await waitFor(() => {
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    });
  });

  it('shows Logout in the side menu for signed-in users and closes the menu on use', async () => {
    const { onLogout } = renderLayout({ authenticated: true });

    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu', hidden: true }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Mobile' });
    const drawer = drawerNav.closest('.MuiDrawer-paper') as HTMLElement;
    expect(within(drawer).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    });
  });

  it('gives signed-in users on a phone everything the top bar and the dashboard menu reach', async () => {
    renderLayout({ authenticated: true });

    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu', hidden: true }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(
      within(drawerNav)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Papers', '/papers'],
      ['Notes', '/notes'],
      ['Uploads', '/upload'],
      ['Requests', '/requests'],
      ['About Us', '/about-us'],
      ['Dashboard', '/dashboard'],
      ['Profile', '/edit-profile'],
      ['Saved Items', '/saved-items'],
      ['Uploaded Items', '/uploaded-items'],
      ['Help & Support', '/help-support'],
    ]);
    expect(within(drawerNav).getByRole('list', { name: 'Your account' })).toBeInTheDocument();
  });

  it('adds Admin to the phone menu for admins', async () => {
    renderLayout({ authenticated: true, isAdmin: true });

    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu', hidden: true }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(drawerNav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/dashboard/admin');
  });

  it('has the Company and Features footer links, three social links and the copyright line', async () => {
    renderLayout();

    const footer = await screen.findByRole('contentinfo');
    const company = within(footer).getByRole('navigation', { name: 'Company' });
    expect(
      within(company)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['About Us', '/about-us'],
      ['Privacy Policy', '/privacy-policy'],
      ['Contact Us', '/contactus'],
      ['Terms and Condition', '/terms-conditions'],
    ]);
    const features = within(footer).getByRole('navigation', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Notes', '/notes'],
      ['Papers', '/papers'],
      ['Upload', '/upload'],
    ]);

    const socials = within(footer).getAllByRole('link', { name: /^PaperShelf on / });
    expect(socials).toHaveLength(3);
    for (const social of socials) {
      expect(social).toHaveAttribute('target', '_blank');
      expect(social).toHaveAttribute('rel', 'noopener noreferrer');
      expect(social.getAttribute('href')).toMatch(/^https:\/\//);
    }

    expect(within(footer).getByText(`© ${String(new Date().getFullYear())} PaperShelf`)).toBeInTheDocument();
  });
});
