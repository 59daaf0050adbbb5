import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/fake-adapter';
import { catalogueRoutes, makeDocument } from '@/testing/fixtures';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

describe('Dashboard', () => {
  it('locks the profile until Edit, Cancel restores, Save patches', async () => {
    const server = serverFor(
      { ...verifiedUser, college: 'IIT Delhi', mobileNumber: '9876543210' },
      {
        ...catalogueRoutes,
        'PATCH /api/users/update-profile': ok(verifiedUser),
      },
    );
    renderApp('/dashboard', server);
    const fullName = await screen.findByRole('textbox', { name: 'Full Name' });
    expect(screen.getByText('Points: 12')).toBeInTheDocument();
    expect(fullName).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(fullName).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
    fireEvent.change(fullName, { target: { value: 'Someone Else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    // Chosen from the college's courses in the catalogue, not typed.
    fireEvent.change(screen.getByRole('combobox', { name: 'Course' }), { target: { value: 'B.T' } });
    fireEvent.click(await screen.findByRole('option', { name: 'B.Tech' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      course: 'B.Tech',
      username: 'asha',
      college: 'IIT Delhi',
    });
  });

  it('reads the user as the overlay does: nothing filled in is an empty field; a refused save says why there', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = serverFor(
      { ...verifiedUser, mobileNumber: null, year: null, course: null },
      {
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
      },
    );
    renderApp('/dashboard', server);
    expect(await screen.findByRole('combobox', { name: 'Year' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile Number' }), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mobile Number must be 7 to 15 digits')).toBeInTheDocument();
    expect(screen.getByText('Error in updating profile')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('123');
  });

  it('sends a code to a changed e-mail and opens the OTP screen', async () => {
    let email = 'asha@example.com';
    const server = serverFor(verifiedUser, {
      'PATCH /api/users/update-profile': () => {
        email = 'asha.new@example.com';
        return ok({ ...verifiedUser, email, isVerified: false });
      },
      'POST /api/users/resend-verfication-email': ok(null),
    });
    server.on('GET /api/users/current-user', () =>
      ok({ ...verifiedUser, email, isVerified: email === 'asha@example.com' }),
    );
    const { location } = renderApp('/dashboard', server);
    await screen.findByRole('textbox', { name: 'Full Name' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'asha.new@example.com' } });
    // A new e-mail needs the current password (the field appears only then).
    fireEvent.change(screen.getByLabelText(/^Current Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please verify your email to continue')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/verify-otp');
    });
    expect(server.requests.some((r) => r.url === '/api/users/resend-verfication-email')).toBe(true);
  });

  it('shows the saved-items empty text', async () => {
    renderApp('/dashboard/saved-items', serverFor(verifiedUser));
    expect(await screen.findByText('Oops!! Seems like no saved items yet')).toBeInTheDocument();
  });

  it('lists bookmarked documents', async () => {
    renderApp('/saved-items', serverFor(verifiedUser, { 'GET /api/bookmarks': ok([makeDocument('d1')]) }));
    expect(await screen.findByRole('link', { name: /Data Structures d1/ })).toHaveAttribute(
      'href',
      '/saved-item/DataStructuresd1',
    );
  });

  it('shows uploaded notes first, then papers on the Papers tab', async () => {
    const server = serverFor(verifiedUser, {
      'GET /api/users/user-notes': ok([makeDocument('n1', { title: 'Graph notes', examType: undefined })]),
      'GET /api/users/user-papers': ok([makeDocument('p1')]),
    });
    renderApp('/dashboard/uploaded-items', server);
    expect(await screen.findByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Graph notes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Papers' }));
    expect(await screen.findByText('Data Structures p1')).toBeInTheDocument();
    expect(screen.queryByText('Graph notes')).not.toBeInTheDocument();
  });

  it('comes back to the Papers tab after deleting a paper opened from it', async () => {
    const paper = makeDocument('p1', { owner: [{ _id: verifiedUser._id, username: verifiedUser.username }] });
    const server = serverFor(verifiedUser, {
      'GET /api/users/user-notes': ok([makeDocument('n1', { title: 'Graph notes', examType: undefined })]),
      'GET /api/users/user-papers': ok([paper]),
      'GET /api/documents/p1': ok(paper),
      'DELETE /api/documents/p1': ok(null),
    });
    const { location } = renderApp('/dashboard/uploaded-items', server);
    fireEvent.click(await screen.findByRole('tab', { name: 'Papers' }));
    expect(location().search).toBe('?tab=papers');
    fireEvent.click(await screen.findByRole('link', { name: /Data Structures p1/ }));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    server.on('GET /api/users/user-papers', ok([]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => {
      expect(location().pathname).toBe('/dashboard/uploaded-items');
    });
    expect(location().search).toBe('?tab=papers');
    expect(await screen.findByRole('tab', { name: 'Papers' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No papers uploaded yet')).toBeInTheDocument();
  });

  it('opens one FAQ answer at a time', async () => {
    renderApp('/dashboard/help-support', serverFor(verifiedUser));
    const first = await screen.findByRole('button', { name: 'How do I find a paper for my course?' });
    const second = screen.getByRole('button', { name: 'How do I upload a paper or notes?' });
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(second);
    await waitFor(() => {
      expect(first).toHaveAttribute('aria-expanded', 'false');
    });
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });
});
