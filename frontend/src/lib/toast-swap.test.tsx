// The toasts' host is chosen once (lib/toast.tsx): a provider that renders again after notistack
// has loaded must not swap it and rebuild notistack, which drops the toasts on screen.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';

it('keeps a toast on screen when the provider renders again after notistack has loaded', async () => {
  // A fresh copy of the module: notistack not loaded yet, as on a first visit.
  vi.resetModules();
  const { ToastProvider, useToast } = await import('./toast');
  function Trigger() {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toast.error('Failed')}>
        error
      </button>
    );
  }
  function Root() {
    const [count, setCount] = useState(0);
    return (
      <ToastProvider>
        <Trigger />
        <button type="button" onClick={() => setCount(count + 1)}>
          provider
        </button>
      </ToastProvider>
    );
  }
  render(<Root />);
  fireEvent.click(screen.getByRole('button', { name: 'error' }));
  expect(await screen.findByText('Failed')).toBeInTheDocument();
  const shown = screen.getByText('Failed');
  fireEvent.click(screen.getByRole('button', { name: 'provider' }));
  await act(async () => {
    await Promise.resolve();
  });
  expect(screen.getByText('Failed')).toBe(shown);
});
