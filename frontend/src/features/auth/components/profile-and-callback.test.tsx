import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

describe('Profile-completion overlay', () => {
  it('is not shown for a complete profile', async () => {
    renderApp('/about-us', serverFor(verifiedUser));
    await screen.findAllByText('Our Story');
    expect(screen.queryByRole('dialog', { name: 'Add Information' })).not.toBeInTheDocument();
  });

  it('saves the profile, completes registration and reloads', async () => {
    const server = serverFor(
      { ...verifiedUser, isInformationComplete: false, fullName: null },
      {
        'PATCH /api/users/update-profile': ok(verifiedUser),
        'POST /api/users/complete-registration': ok(verifiedUser),
      },
    );
    renderApp('/about-us', server);
    const dialog = await screen.findByRole('dialog', { name: 'Add Information' });
    const box = within(dialog);
    expect(box.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
    expect(box.getByRole('textbox', { name: /^Full Name/ })).toBeRequired();
    fireEvent.change(box.getByRole('textbox', { name: /^Full Name/ }), { target: { value: 'Asha Rao' } });
    fireEvent.change(box.getByRole('textbox', { name: /^Mobile Number/ }), { target: { value: '98a76543210' } });
    expect(box.getByRole('textbox', { name: /^Mobile Number/ })).toHaveValue('9876543210');
    fireEvent.change(box.getByRole('combobox', { name: /^College/ }), { target: { value: 'IIT Delhi' } });
    fireEvent.click(box.getByRole('button', { name: 'Save Information' }));
    expect(await screen.findByText('User information saved successfully')).toBeInTheDocument();
    const calls = server.requests.filter((r) => r.method !== 'GET');
    expect(calls.map((r) => r.url)).toEqual(['/api/users/update-profile', '/api/users/complete-registration']);
    expect(calls[0]?.body).toEqual({
      fullName: 'Asha Rao',
      username: 'asha',
      email: 'asha@example.com',
      mobileNumber: '9876543210',
      college: 'IIT Delhi',
    });
  });
});

describe('Profile-completion overlay: empty values and refused saves', () => {
  const newcomer = {
    ...verifiedUser,
    isInformationComplete: false,
    fullName: null,
    mobileNumber: null,
    year: null,
    college: null,
    course: null,
  };
  const fillRequired = (dialog: HTMLElement, mobile: string) => {
    const box = within(dialog);
    fireEvent.change(box.getByRole('textbox', { name: /^Full Name/ }), { target: { value: 'Asha Rao' } });
    fireEvent.change(box.getByRole('textbox', { name: /^Mobile Number/ }), { target: { value: mobile } });
    fireEvent.change(box.getByRole('combobox', { name: /^College/ }), { target: { value: 'IIT Delhi' } });
    fireEvent.change(box.getByRole('combobox', { name: /^Year/ }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('option', { name: '2nd Year' }));
  };

  it('leaves fields nobody filled in empty (never the text "null")', async () => {
    renderApp('/about-us', serverFor(newcomer));
    const box = within(await screen.findByRole('dialog', { name: 'Add Information' }));
    for (const name of [/^Full Name/, /^Mobile Number/]) {
      expect(box.getByRole('textbox', { name })).toHaveValue('');
    }
    for (const name of [/^College/, /^Course/, /^Year/]) {
      expect(box.getByRole('combobox', { name })).toHaveValue('');
    }
    expect(box.getByRole('textbox', { name: /^Email/ })).toHaveValue('asha@example.com');
  });

  it("shows the server's reason on the field, keeps everything typed, and clears the reason when the field changes", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = serverFor(newcomer, {
      'PATCH /api/users/update-profile': {
        status: 400,
        body: {
          success: false,
          statusCode: 400,
          code: 'VALIDATION.FAILED',
          message: 'Validation failed',
          errors: [{ field: 'mobileNumber', message: 'mobileNumber must be 7 to 15 digits' }],
          requestId: 'r1',
        },
      },
    });
    renderApp('/about-us', server);
    const dialog = await screen.findByRole('dialog', { name: 'Add Information' });
    const box = within(dialog);
    fillRequired(dialog, '12345');
    fireEvent.click(box.getByRole('button', { name: 'Save Information' }));

    expect(await box.findByText('Mobile Number must be 7 to 15 digits')).toBeInTheDocument();
    const mobile = box.getByRole('textbox', { name: /^Mobile Number/ });
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveValue('12345');
    expect(box.getByRole('textbox', { name: /^Full Name/ })).toHaveValue('Asha Rao');
    expect(box.getByRole('textbox', { name: /^Email/ })).toHaveValue('asha@example.com');
    expect(box.getByRole('combobox', { name: /^College/ })).toHaveValue('IIT Delhi');
    expect(box.getByRole('combobox', { name: /^Year/ })).toHaveValue('2nd Year');
    expect(server.requests.some((r) => r.url === '/api/users/complete-registration')).toBe(false);

    fireEvent.change(mobile, { target: { value: '9876543210' } });
    expect(box.queryByText('Mobile Number must be 7 to 15 digits')).not.toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'false');
  });

  it('says the information was not saved when the server fails, and keeps it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = serverFor(newcomer, { 'PATCH /api/users/update-profile': 'network-error' });
    renderApp('/about-us', server);
    const dialog = await screen.findByRole('dialog', { name: 'Add Information' });
    const box = within(dialog);
    fillRequired(dialog, '9876543210');
    fireEvent.click(box.getByRole('button', { name: 'Save Information' }));
    expect(await box.findByRole('alert')).toHaveTextContent('Your information was not saved. Please try again');
    expect(box.getByRole('textbox', { name: /^Mobile Number/ })).toHaveValue('9876543210');
    expect(box.getByRole('textbox', { name: /^Full Name/ })).toHaveValue('Asha Rao');
  });
});

describe('Profile-completion overlay with a new e-mail', () => {
  it('sends a code to the new address and opens the OTP screen from a public page', async () => {
    let email = 'asha@example.com';
    const server = serverFor(
      { ...verifiedUser, isInformationComplete: false },
      {
        'PATCH /api/users/update-profile': () => {
          email = 'asha.new@example.com';
          return ok({ ...verifiedUser, email, isVerified: false, isInformationComplete: false });
        },
        'POST /api/users/resend-verfication-email': ok(null),
      },
    );
    server.on('GET /api/users/current-user', () =>
      ok({ ...verifiedUser, email, isInformationComplete: false, isVerified: email === 'asha@example.com' }),
    );
    const { location } = renderApp('/about-us', server);
    const box = within(await screen.findByRole('dialog', { name: 'Add Information' }));
    fireEvent.change(box.getByRole('textbox', { name: /^Full Name/ }), { target: { value: 'Asha Rao' } });
    fireEvent.change(box.getByRole('textbox', { name: /^Mobile Number/ }), { target: { value: '9876543210' } });
    fireEvent.change(box.getByRole('combobox', { name: /^College/ }), { target: { value: 'IIT Delhi' } });
    fireEvent.change(box.getByRole('textbox', { name: /^Email/ }), { target: { value: 'asha.new@example.com' } });
    // A new e-mail needs the current password (the field appears only then).
    fireEvent.change(box.getByLabelText(/^Current Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(box.getByRole('button', { name: 'Save Information' }));

    await waitFor(() => {
      expect(location().pathname).toBe('/verify-otp');
    });
    expect(screen.getByText('Please verify your email to continue')).toBeInTheDocument();
    expect(server.requests.some((r) => r.url === '/api/users/complete-registration')).toBe(false);
  });
});
