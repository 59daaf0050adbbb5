import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type FakeServer } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const AVATAR = '/api/users/avatar';
const PATCH = '/api/users/update-profile';
const writes = (server: FakeServer) => server.requests.filter((r) => r.method !== 'GET');
const picture = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', {
    type: 'image/png',
  });

// jsdom has no object URLs: a stand-in that names each picked file, and records releases.
let made: string[] = [];
let revoked: string[] = [];
beforeEach(() => {
  made = [];
  revoked = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:preview-${String(made.length)}-${blob instanceof File ? blob.name : 'blob'}`;
      made.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => {
      revoked.push(url);
    },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const pick = (scope: { getByLabelText: (label: string) => HTMLElement }, label: string, file: File) => {
  fireEvent.change(scope.getByLabelText(label), { target: { files: [file] } });
};

describe('The avatar is sent as a multipart file, not a data URL', () => {
  it('overlay: previews the picked file, PUTs it as multipart, then saves the fields without it', async () => {
    const server = serverFor(
      { ...verifiedUser, isInformationComplete: false, fullName: null },
      {
        [`PUT ${AVATAR}`]: ok({ ...verifiedUser, avatar: '/api/users/avatar/u1-1.png' }),
        [`PATCH ${PATCH}`]: ok(verifiedUser),
        'POST /api/users/complete-registration': ok(verifiedUser),
      },
    );
    renderApp('/about-us', server);
    const box = within(await screen.findByRole('dialog', { name: 'Add Information' }));
    pick(box, 'Choose Avatar', picture());
    expect(box.getByRole('img', { name: 'Avatar preview' })).toHaveAttribute('src', 'blob:preview-0-me.png');
    fireEvent.change(box.getByRole('textbox', { name: /^Full Name/ }), { target: { value: 'Asha Rao' } });
    fireEvent.change(box.getByRole('textbox', { name: /^Mobile Number/ }), { target: { value: '9876543210' } });
    fireEvent.change(box.getByRole('combobox', { name: /^College/ }), { target: { value: 'IIT Delhi' } });
    fireEvent.click(box.getByRole('button', { name: 'Save Information' }));
    expect(await screen.findByText('User information saved successfully')).toBeInTheDocument();

    const calls = writes(server);
    expect(calls.map((r) => `${r.method} ${r.url}`)).toEqual([
      `PUT ${AVATAR}`,
      `PATCH ${PATCH}`,
      'POST /api/users/complete-registration',
    ]);
    const form = calls[0]?.body;
    expect(form).toBeInstanceOf(FormData);
    const file = (form as FormData).get('avatar');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('me.png');
    expect((file as File).size).toBe(8);
    expect(calls[1]?.body).not.toHaveProperty('avatar');
    expect(JSON.stringify(calls[1]?.body)).not.toContain('data:');
  });

  it('overlay: a refused picture says why and saves nothing else', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = serverFor(
      { ...verifiedUser, isInformationComplete: false },
      {
        [`PUT ${AVATAR}`]: fail(413, 'USER.AVATAR_TOO_LARGE', 'Avatar must be at most 2 MB'),
        [`PATCH ${PATCH}`]: ok(verifiedUser),
      },
    );
    renderApp('/about-us', server);
    const box = within(await screen.findByRole('dialog', { name: 'Add Information' }));
    pick(box, 'Choose Avatar', picture());
    fireEvent.click(box.getByRole('button', { name: 'Save Information' }));
    expect(await box.findByText('Avatar must be at most 2 MB')).toBeInTheDocument();
    expect(writes(server).map((r) => r.url)).toEqual([AVATAR]);
    // Choosing another picture clears the reason and releases the old preview.
    pick(box, 'Choose Avatar', new File(['GIF89a'], 'small.gif', { type: 'image/gif' }));
    await waitFor(() => {
      expect(box.queryByText('Avatar must be at most 2 MB')).not.toBeInTheDocument();
    });
    expect(revoked).toContain('blob:preview-0-me.png');
  });

  it('ignores a file that is not an image', async () => {
    const server = serverFor({ ...verifiedUser, isInformationComplete: false });
    renderApp('/about-us', server);
    const box = within(await screen.findByRole('dialog', { name: 'Add Information' }));
    pick(box, 'Choose Avatar', new File(['%PDF-1.7'], 'paper.pdf', { type: 'application/pdf' }));
    expect(made).toEqual([]);
  });

  it('dashboard profile: Change Avatar, Save → PUT then PATCH; a retried save does not send the picture twice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let patchCount = 0;
    const server = serverFor(verifiedUser, {
      [`PUT ${AVATAR}`]: ok({ ...verifiedUser, avatar: '/api/users/avatar/u1-2.png' }),
      [`PATCH ${PATCH}`]: () => {
        patchCount += 1;
        return patchCount === 1 ? fail(503, 'STORAGE.UNAVAILABLE', 'Try again later') : ok(verifiedUser);
      },
    });
    renderApp('/dashboard', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    pick(within(document.body), 'Change Avatar', picture());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(patchCount).toBe(1);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(patchCount).toBe(2);
    });
    expect(writes(server).map((r) => `${r.method} ${r.url}`)).toEqual([
      `PUT ${AVATAR}`,
      `PATCH ${PATCH}`,
      `PATCH ${PATCH}`,
    ]);
  });
});
