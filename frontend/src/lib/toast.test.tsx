import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@/config/constants';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Saved')}>
        success
      </button>
      <button type="button" onClick={() => toast.error('Failed')}>
        error
      </button>
      <button type="button" onClick={() => toast.info('Heads up')}>
        info
      </button>
    </>
  );
}

/** Advance fake time in small steps so React flushes the effects that start each next timer. */
const advance = async (ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(50, ms - elapsed));
    });
  }
};

const renderToasts = () =>
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );

describe('useToast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows success, error and info toasts', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    fireEvent.click(screen.getByRole('button', { name: 'info' }));

    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Heads up')).toBeInTheDocument();
  });

  it('hides a success toast after 2 s but keeps an error toast until 4 s', async () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    fireEvent.click(screen.getByRole('button', { name: 'error' }));

    await advance(TOAST_DURATION_MS.success - 100);
    expect(screen.getByText('Saved')).toBeInTheDocument();

    // Enter and exit transitions add well under a second to the display time.
    await advance(1000);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();

    await advance(TOAST_DURATION_MS.error - TOAST_DURATION_MS.success - 1000);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });
});
