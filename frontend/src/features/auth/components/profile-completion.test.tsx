import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '@/testing/fake-adapter';
import { catalogueRoutes, makeDocument } from '@/testing/fixtures';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const newcomer = {
  ...verifiedUser,
  isInformationComplete: false,
  fullName: null,
  mobileNumber: null,
  college: null,
  course: null,
  year: null,
};

const overlay = () => screen.findByRole('dialog', { name: 'Add Information' });
const noOverlay = async () => {
  await waitFor(() => {
    expect(screen.queryByRole('dialog', { name: 'Add Information' })).not.toBeInTheDocument();
  });
};

describe('Add Information: Later and Log out', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  const feed = (extra = {}) =>
    serverFor(newcomer, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
      'POST /api/bookmarks/d1': ok({ bookmarked: true }),
      ...extra,
    });

  it('Later hides it for the session; the first bookmark brings it back, Later again lets the bookmark through', async () => {
    const server = feed();
    renderApp('/feed', server);
    fireEvent.click(within(await overlay()).getByRole('button', { name: 'Later' }));
    await noOverlay();
    expect(window.sessionStorage.getItem('papershelf_profile_later')).toBe('later');

    // The feed is usable; the first bookmark asks again before it is sent.
    fireEvent.click(await screen.findByRole('button', { name: 'Bookmark: Data Structures d1' }));
    const again = await overlay();
    expect(server.requests.filter((r) => r.url === '/api/bookmarks/d1')).toHaveLength(0);

    fireEvent.click(within(again).getByRole('button', { name: 'Later' }));
    await noOverlay();
    expect(await screen.findByRole('button', { name: 'Remove bookmark: Data Structures d1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(server.requests.filter((r) => r.url === '/api/bookmarks/d1')).toHaveLength(1);

    // Not again this session.
    fireEvent.click(screen.getByRole('button', { name: 'Remove bookmark: Data Structures d1' }));
    await waitFor(() => {
      expect(server.requests.filter((r) => r.url === '/api/bookmarks/d1')).toHaveLength(2);
    });
    expect(screen.queryByRole('dialog', { name: 'Add Information' })).not.toBeInTheDocument();
  });

  it('stays hidden after a reload of the same session', async () => {
    window.sessionStorage.setItem('papershelf_profile_later', 'later');
    renderApp('/feed', feed());
    await screen.findByRole('button', { name: 'Bookmark: Data Structures d1' });
    expect(screen.queryByRole('dialog', { name: 'Add Information' })).not.toBeInTheDocument();
  });

  it('a bookmark held for it survives a reload: it asks again, and the bookmark is made once saved', async () => {
    const held = JSON.stringify({ kind: 'bookmark', userId: 'u1', data: { doc: makeDocument('d1'), adding: true } });
    window.sessionStorage.setItem('papershelf_profile_later', 'later');
    window.sessionStorage.setItem('papershelf_profile_held', held);
    // Reloaded while it asked: it asks again, and nothing is sent meanwhile.
    const waiting = feed();
    renderApp('/feed', waiting);
    expect(await overlay()).toBeInTheDocument();
    expect(waiting.requests.filter((r) => r.url === '/api/bookmarks/d1')).toHaveLength(0);
    cleanup();

    // Reloaded after the save (spec §4): the profile is complete, the bookmark is made, once.
    const saved = serverFor(verifiedUser, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
      'POST /api/bookmarks/d1': ok({ bookmarked: true }),
    });
    renderApp('/feed', saved);
    expect(await screen.findByRole('button', { name: 'Remove bookmark: Data Structures d1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(saved.requests.filter((r) => r.url === '/api/bookmarks/d1')).toHaveLength(1);
    expect(window.sessionStorage.getItem('papershelf_profile_held')).toBeNull();
  });

  it('another account signed in in the same tab does not inherit a held bookmark', async () => {
    window.sessionStorage.setItem(
      'papershelf_profile_held',
      JSON.stringify({ kind: 'bookmark', userId: 'someone-else', data: { doc: makeDocument('d1'), adding: true } }),
    );
    const server = serverFor(verifiedUser, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
    });
    renderApp('/feed', server);
    expect(await screen.findByRole('button', { name: 'Bookmark: Data Structures d1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(server.requests.filter((r) => r.url === '/api/bookmarks/d1')).toHaveLength(0);
  });

  it('a held bookmark already made (before a reload cut in) is not toggled back', async () => {
    window.sessionStorage.setItem(
      'papershelf_profile_held',
      JSON.stringify({ kind: 'bookmark', userId: 'u1', data: { doc: makeDocument('d1'), adding: true } }),
    );
    const server = serverFor(verifiedUser, {
      ...catalogueRoutes,
      'GET /api/bookmarks': ok([makeDocument('d1')]),
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
    });
    renderApp('/feed', server);
    await screen.findByRole('button', { name: 'Remove bookmark: Data Structures d1' });
    await waitFor(() => {
      expect(window.sessionStorage.getItem('papershelf_profile_held')).toBeNull();
    });
    expect(server.requests.filter((r) => r.url === '/api/bookmarks/d1')).toHaveLength(0);
  });

  it('Log out signs out from inside it and goes home', async () => {
    const server = feed({ 'POST /api/users/logout-user': ok(null) });
    const { location } = renderApp('/feed', server);
    fireEvent.click(within(await overlay()).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await noOverlay();
    await waitFor(() => {
      expect(location().pathname).toBe('/');
    });
  });
});

describe('Add Information: catalogue pickers', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('offers the catalogue’s colleges, then that college’s courses and years, and sends the names', async () => {
    const server = serverFor(newcomer, {
      ...catalogueRoutes,
      'PATCH /api/users/update-profile': ok(verifiedUser),
      'POST /api/users/complete-registration': ok(verifiedUser),
    });
    renderApp('/about-us', server);
    const box = within(await overlay());
    fireEvent.change(box.getByRole('textbox', { name: /^Full Name/ }), { target: { value: 'Asha Rao' } });
    fireEvent.change(box.getByRole('textbox', { name: /^Mobile Number/ }), { target: { value: '9876543210' } });

    const college = box.getByRole('combobox', { name: /^College/ });
    fireEvent.mouseDown(college);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['IIT Delhi', 'NIT Trichy']);
    fireEvent.click(screen.getByRole('option', { name: 'NIT Trichy' }));
    // Typed text that is not in the catalogue is not taken.
    fireEvent.change(box.getByRole('combobox', { name: /^Course/ }), { target: { value: 'B.Tech' } });
    expect(screen.queryByRole('option', { name: 'B.Tech' })).not.toBeInTheDocument();
    fireEvent.change(box.getByRole('combobox', { name: /^Course/ }), { target: { value: 'M' } });
    fireEvent.click(await screen.findByRole('option', { name: 'MBA' }));
    fireEvent.mouseDown(box.getByRole('combobox', { name: /^Year/ }));
    // MBA lasts two years.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['1st Year', '2nd Year']);
    fireEvent.click(screen.getByRole('option', { name: '2nd Year' }));

    // Another college: its courses differ, so course and year are cleared.
    fireEvent.mouseDown(college);
    fireEvent.click(await screen.findByRole('option', { name: 'IIT Delhi' }));
    expect(box.getByRole('combobox', { name: /^Course/ })).toHaveValue('');
    expect(box.getByRole('combobox', { name: /^Year/ })).toHaveValue('');
    fireEvent.mouseDown(box.getByRole('combobox', { name: /^Course/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'B.Tech' }));
    fireEvent.mouseDown(box.getByRole('combobox', { name: /^Year/ }));
    fireEvent.click(await screen.findByRole('option', { name: '3rd Year' }));

    fireEvent.click(box.getByRole('button', { name: 'Save Information' }));
    expect(await screen.findByText('User information saved successfully')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      college: 'IIT Delhi',
      course: 'B.Tech',
      year: '3',
    });
    // It fades out after the save (the spec's fade) and, while it is still there, shows what was
    // saved: never blank fields.
    const fading = screen.queryByRole('textbox', { name: /^Full Name/, hidden: true });
    if (fading) expect(fading).toHaveValue('Asha Rao');
    await noOverlay();
  });
});
