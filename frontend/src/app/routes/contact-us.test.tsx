import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, screenRequests } from '@/testing/fake-adapter';
import { renderApp, serverFor } from '@/testing/render-app';

const fill = (label: string, value: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
};

describe('Contact page', () => {
  it('shows the Contact Our Team form with three required fields', async () => {
    renderApp('/contactus');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Our Team' })).toBeInTheDocument();
    for (const label of ['Your Name', 'Contact Mail', 'Your Message']) {
      expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    }
    // A plain text input as the spec has it; the format is checked on submit (next tests).
    expect(screen.getByRole('textbox', { name: 'Contact Mail' })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
  });

  it('posts {email, name, feedback}, shows the success toast and clears the form', async () => {
    const server = serverFor(null, { 'POST /api/feedbacks': ok({ _id: 'f1' }, 201) });
    renderApp('/contactus', server);
    await screen.findByRole('heading', { name: 'Contact Our Team' });

    fill('Your Name', 'Asha Rao');
    fill('Contact Mail', 'asha@example.com');
    fill('Your Message', 'Please add more lab papers.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Feedback Submitted Successfully')).toBeInTheDocument();
    const posted = screenRequests(server).filter((r) => r.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.url).toBe('/api/feedbacks');
    expect(posted[0]?.body).toEqual({
      email: 'asha@example.com',
      name: 'Asha Rao',
      feedback: 'Please add more lab papers.',
    });
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Your Name' })).toHaveValue('');
    });
  });

  it('does not send while a field is empty', async () => {
    const server = serverFor(null, { 'POST /api/feedbacks': ok({}) });
    renderApp('/contactus', server);
    await screen.findByRole('heading', { name: 'Contact Our Team' });

    fill('Your Name', 'Asha');
    fill('Your Message', 'Hello');
    fireEvent.submit(screen.getByRole('button', { name: 'Submit' }));

    expect(screenRequests(server).filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('does not send an address nobody could answer, and says so on the field', async () => {
    const server = serverFor(null, { 'POST /api/feedbacks': ok({}) });
    renderApp('/contactus', server);
    await screen.findByRole('heading', { name: 'Contact Our Team' });

    fill('Your Name', 'Asha');
    fill('Contact Mail', 'not-an-email');
    fill('Your Message', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const field = screen.getByRole('textbox', { name: 'Contact Mail' });
    expect(field).toHaveAccessibleDescription('Enter a valid email address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screenRequests(server).filter((r) => r.method === 'POST')).toHaveLength(0);
    // Typing clears the reason.
    fill('Contact Mail', 'asha@example.com');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's refusal of the address on the field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = serverFor(null, {
      'POST /api/feedbacks': {
        status: 400,
        body: {
          success: false,
          statusCode: 400,
          code: 'VALIDATION.FAILED',
          message: 'email must be a valid e-mail address',
          errors: [{ field: 'email', message: 'email must be a valid e-mail address' }],
          requestId: 'r1',
        },
      },
    });
    renderApp('/contactus', server);
    await screen.findByRole('heading', { name: 'Contact Our Team' });

    fill('Your Name', 'Asha');
    fill('Contact Mail', 'asha@example.c');
    fill('Your Message', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Contact Mail' })).toHaveAccessibleDescription(
        'Enter a valid email address',
      );
    });
    expect(screen.getByRole('textbox', { name: 'Contact Mail' })).toHaveValue('asha@example.c');
  });

  it('only logs a failure: no message for the user, and the input is kept', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = serverFor(null, { 'POST /api/feedbacks': fail(500, 'INTERNAL', 'Boom') });
    renderApp('/contactus', server);
    await screen.findByRole('heading', { name: 'Contact Our Team' });

    fill('Your Name', 'Asha');
    fill('Contact Mail', 'asha@example.com');
    fill('Your Message', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => {
      expect(consoleError).toHaveBeenCalledWith('Failed to submit feedback', expect.objectContaining({ status: 500 }));
    });
    expect(screen.queryByText('Feedback Submitted Successfully')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your Name' })).toHaveValue('Asha');
  });
});
