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
