import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

describe('Home page', () => {
  it('shows the headline and the three promo sections with their calls to action', async () => {
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get a Paper for Every Course in seconds!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Papers' })).toHaveAttribute('href', '/feed');

    const papers = screen.getByRole('region', { name: /past papers/i });
    const notes = screen.getByRole('region', { name: /notes from students/i });
    const upload = screen.getByRole('region', { name: /share what helped you/i });
    expect(within(papers).getByRole('link', { name: 'Browse Papers' })).toHaveAttribute('href', '/papers');
    expect(within(notes).getByRole('link', { name: 'Find Notes' })).toHaveAttribute('href', '/notes');
    expect(within(upload).getByRole('link', { name: 'Upload Resources' })).toHaveAttribute('href', '/upload');
    expect(document.title).toBe('PaperShelf');
  });

  it('makes the sample cards beside the headline links to papers and notes', async () => {
    renderApp('/');
    const cards = within(await screen.findByRole('navigation', { name: 'Browse papers and notes' }));
    expect(cards.getByRole('link', { name: /^Browse papers: Data Structures/ })).toHaveAttribute('href', '/papers');
    expect(cards.getByRole('link', { name: /^Browse notes: Engineering Mathematics II/ })).toHaveAttribute(
      'href',
      '/notes',
    );
    expect(cards.getAllByRole('link')).toHaveLength(3);
  });

  it('takes the visitor to the feed from the Find Papers button', async () => {
    const { location } = renderApp('/');

    fireEvent.click(await screen.findByRole('link', { name: 'Find Papers' }));

    await waitFor(() => {
      expect(location().pathname).toBe('/feed');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeInTheDocument();
  });

  it('sends a verified, signed-in user straight to /feed', async () => {
    const { location } = renderApp('/', serverFor(verifiedUser));

    await waitFor(() => {
      expect(location().pathname).toBe('/feed');
    });
    await waitFor(() => {
      expect(
        screen.queryByRole('heading', { name: 'Get a Paper for Every Course in seconds!' }),
      ).not.toBeInTheDocument();
    });
  });

  it('keeps an unverified user on the home page, signed out', async () => {
    const { location } = renderApp('/', serverFor({ ...verifiedUser, isVerified: false }));

    expect(await screen.findAllByRole('link', { name: 'Log In', hidden: true })).not.toHaveLength(0);
    expect(location().pathname).toBe('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Get a Paper for Every Course in seconds!' }),
    ).toBeInTheDocument();
  });
});
