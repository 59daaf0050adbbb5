import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';
import { TokenCallback } from './token-callback';

describe('Profile-completion overlay', () => {
  it('is not shown for a complete profile', async () => {
    renderApp('/about-us', serverFor(verifiedUser));
    await screen.findAllByText('Our Story');
    expect(screen.queryByRole('dialog', { name: 'Add Information' })).not.toBeInTheDocument();
  });

  it('saves the profile, completes registration and reloads', async () => {
    const server = serverFor(
      { ...verifiedUser, isInformationComplete: false, fullName: undefined },
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
    fireEvent.change(box.getByRole('textbox', { name: /^College/ }), { target: { value: 'IIT Delhi' } });
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

describe('Profile-completion overlay with a new e-mail', () => {
  it('sends a code to the new address and opens the OTP screen from a public page', async () => {
    let email = 'asha@example.com';
    const server = serverFor({ ...verifiedUser, isInformationComplete: false }, {
      'PATCH /api/users/update-profile': () => {
        email = 'asha.new@example.com';
        return ok({ ...verifiedUser, email, isVerified: false, isInformationComplete: false });
      },
      'POST /api/users/resend-verfication-email': ok(null),
    });
    server.on('GET /api/users/current-user', () =>
      ok({ ...verifiedUser, email, isInformationComplete: false, isVerified: email === 'asha@example.com' }),
    );
    const { router } = renderApp('/about-us', server);
    const box = within(await screen.findByRole('dialog', { name: 'Add Information' }));
    fireEvent.change(box.getByRole('textbox', { name: /^Full Name/ }), { target: { value: 'Asha Rao' } });
    fireEvent.change(box.getByRole('textbox', { name: /^Mobile Number/ }), { target: { value: '9876543210' } });
    fireEvent.change(box.getByRole('textbox', { name: /^College/ }), { target: { value: 'IIT Delhi' } });
    fireEvent.change(box.getByRole('textbox', { name: /^Email/ }), { target: { value: 'asha.new@example.com' } });
    fireEvent.click(box.getByRole('button', { name: 'Save Information' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/verify-otp');
    });
    expect(screen.getByText('Please verify your email to continue')).toBeInTheDocument();
    expect(server.requests.some((r) => r.url === '/api/users/complete-registration')).toBe(false);
  });
});

describe('Token callback', () => {
  const mount = (url: string) => {
    const reload = vi.fn();
    const router = createMemoryRouter(
      [
        { path: '/token-callback', element: <TokenCallback reload={reload} /> },
        { path: '/feed', element: <p>feed</p> },
        { path: '/login', element: <p>login</p> },
      ],
      { initialEntries: [url] },
    );
    render(<RouterProvider router={router} />);
    return { router, reload };
  };

  it('stores both tokens as cookies, goes to /feed and reloads', async () => {
    const { reload } = mount('/token-callback?accessToken=aaa&refreshToken=rrr');
    expect(await screen.findByText('feed')).toBeInTheDocument();
    await waitFor(() => {
      expect(reload).toHaveBeenCalled();
    });
    expect(document.cookie).toContain('accessToken=aaa');
    expect(document.cookie).toContain('refreshToken=rrr');
  });

  it('goes to /login when a token is missing', async () => {
    const { reload } = mount('/token-callback?accessToken=aaa');
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
