import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, type FakeServer } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const PATCH = '/api/users/update-profile';
const patches = (server: FakeServer) => server.requests.filter((r) => r.method === 'PATCH' && r.url === PATCH);
const passwordField = () => screen.queryByLabelText(/^Current Password/);

describe('Changing the e-mail needs the current password', () => {
  const openEditor = async (server: FakeServer) => {
    renderApp('/dashboard', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  };

  it('on the dashboard profile: the field appears only for a new address and is sent as typed', async () => {
    let email = verifiedUser.email;
    const server = serverFor(verifiedUser, {
      [`PATCH ${PATCH}`]: (request) => {
        email = (request.body as { email: string }).email;
        return ok({ ...verifiedUser, email, isVerified: false });
      },
      'POST /api/users/resend-verfication-email': ok(null),
    });
    server.on('GET /api/users/current-user', () =>
      ok({ ...verifiedUser, email, isVerified: email === verifiedUser.email }),
    );
    await openEditor(server);
    expect(passwordField()).not.toBeInTheDocument();

    const emailBox = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.change(emailBox, { target: { value: 'ASHA@example.com' } });
    expect(passwordField()).not.toBeInTheDocument(); // the same address in other case
    fireEvent.change(emailBox, { target: { value: 'asha.new@example.com' } });
    expect(passwordField()).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your current password to change your e-mail')).toBeInTheDocument();
    expect(patches(server)).toHaveLength(0);

    fireEvent.change(passwordField() as HTMLElement, { target: { value: ' secret pass ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(patches(server)).toHaveLength(1);
    });
    expect(patches(server)[0]?.body).toMatchObject({ email: 'asha.new@example.com', currentPassword: ' secret pass ' });
  });

  it('says so when the password is wrong, and keeps the form', async () => {
    const server = serverFor(verifiedUser, {
      [`PATCH ${PATCH}`]: fail(401, 'AUTH.WRONG_PASSWORD', 'Current password is incorrect'),
    });
    await openEditor(server);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'asha.new@example.com' } });
    fireEvent.change(passwordField() as HTMLElement, { target: { value: 'nope-nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Current password is incorrect')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha.new@example.com');
  });

  it('sends no password when the e-mail is unchanged', async () => {
    const server = serverFor(verifiedUser, { [`PATCH ${PATCH}`]: ok(verifiedUser) });
    await openEditor(server);
    fireEvent.change(screen.getByRole('textbox', { name: /^Full Name/ }), { target: { value: 'Asha R' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(patches(server)).toHaveLength(1);
    });
    expect(patches(server)[0]?.body).not.toHaveProperty('currentPassword');
  });

  it('in the profile-completion overlay too', async () => {
    const server = serverFor(
      { ...verifiedUser, isInformationComplete: false },
      {
        [`PATCH ${PATCH}`]: fail(400, 'USER.PASSWORD_NOT_SET', 'no password'),
      },
    );
    renderApp('/about-us', server);
    const box = within(await screen.findByRole('dialog', { name: 'Add Information' }));
    expect(box.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    fireEvent.change(box.getByRole('textbox', { name: /^Email/ }), { target: { value: 'asha.new@example.com' } });
    fireEvent.change(box.getByLabelText(/^Current Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(box.getByRole('button', { name: 'Save Information' }));
    expect(
      await screen.findByText(
        'This account signs in with Google and has no password. Log out, set one with "Forgot Password", then change the e-mail.',
      ),
    ).toBeInTheDocument();
    expect(patches(server)[0]?.body).toMatchObject({ currentPassword: 'secret-pass' });
  });
});
