import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('404 page', () => {
  it('shows the spec message for an unknown path', async () => {
    renderApp('/some-missing-page');

    expect(await screen.findByRole('heading', { level: 1, name: "We can't find that page." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | PaperShelf');
  });

  it('also catches unknown nested paths', async () => {
    renderApp('/dashboard-x/whatever/else');
    expect(await screen.findByText("We can't find that page.")).toBeInTheDocument();
  });

  it('takes the visitor home from the button', async () => {
    const { location } = renderApp('/nope');

    fireEvent.click(await screen.findByRole('link', { name: 'Take me home' }));

    await waitFor(() => {
      expect(location().pathname).toBe('/');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get a Paper for Every Course in seconds!' }),
    ).toBeInTheDocument();
  });
});
