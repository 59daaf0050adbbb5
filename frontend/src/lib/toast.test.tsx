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

  it('shows success, error and info toasts', async () => {
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

  it('closes the earlier error about the same action when it succeeds, and only that error', async () => {
    vi.useFakeTimers();
    function Actions() {
      const toast = useToast();
      return (
        <>
          <button type="button" onClick={() => toast.error('Upload failed')}>
            fail upload
          </button>
          <button type="button" onClick={() => toast.error('Report failed', { topic: 'report' })}>
            fail report
          </button>
          <button type="button" onClick={() => toast.success('Uploaded')}>
            upload
          </button>
        </>
      );
    }
    render(
      <ToastProvider>
        <Actions />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail upload' }));
    fireEvent.click(screen.getByRole('button', { name: 'fail report' }));
    await advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'upload' }));
    // Well before the error's own 4 s are up.
    await advance(1000);
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByText('Report failed')).toBeInTheDocument();
  });

  it('shows a second line beneath the message, and a link that navigates through the caller', async () => {
    const go = vi.fn();
    function Detailed() {
      const toast = useToast();
      return (
        <>
          <button
            type="button"
            onClick={() => toast.error('Error in sending reset otp', { detail: 'Try again in 27 seconds.' })}
          >
            wait
          </button>
          <button
            type="button"
            onClick={() =>
              toast.success('File uploaded successfully', {
                action: { label: 'View your upload', href: '/feed/X?id=1', onClick: go },
              })
            }
          >
            done
          </button>
        </>
      );
    }
    render(
      <ToastProvider>
        <Detailed />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'wait' }));
    expect(screen.getByText('Error in sending reset otp')).toBeInTheDocument();
    expect(screen.getByText('Try again in 27 seconds.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    const link = screen.getByRole('link', { name: 'View your upload' });
    expect(link).toHaveAttribute('href', '/feed/X?id=1');
    fireEvent.click(link);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('keeps a toast with a link long enough to use it (8 s, not the 2 s of a plain success)', async () => {
    vi.useFakeTimers();
    function WithLink() {
      const toast = useToast();
      return (
        <button
          type="button"
          onClick={() =>
            toast.success('File uploaded successfully', {
              action: { label: 'View your upload', href: '/x', onClick: () => undefined },
            })
          }
        >
          done
        </button>
      );
    }
    render(
      <ToastProvider>
        <WithLink />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    await advance(TOAST_DURATION_MS.success + 1000);
    expect(screen.getByRole('link', { name: 'View your upload' })).toBeInTheDocument();
    await advance(TOAST_DURATION_MS.withAction);
    expect(screen.queryByRole('link', { name: 'View your upload' })).not.toBeInTheDocument();
  });
});
