import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/testing/fake-adapter';
import { catalogueRoutes } from '@/testing/fixtures';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const admin = { ...verifiedUser, isAdmin: true };

describe('Admin panel', () => {
  it('lists colleges with name and location and the four tabs', async () => {
    renderApp('/dashboard/admin', serverFor(admin, catalogueRoutes));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    for (const tab of ['Add College', 'Add Course', 'Add Branch', 'Add Subject']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    const list = await screen.findByRole('list', { name: 'College list' });
    expect(within(list).getByText('IIT Delhi')).toBeInTheDocument();
    expect(within(list).getByText('Delhi')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    const server = serverFor(admin, { ...catalogueRoutes, 'GET /api/subjects': ok([]) });
    renderApp('/dashboard/admin', server);
    fireEvent.click(await screen.findByRole('tab', { name: 'Add Subject' }));
    expect(await screen.findByText('No subjects found.')).toBeInTheDocument();
  });

  it('adds a course through the overlay form', async () => {
    let release: () => void = () => undefined;
    const server = serverFor(admin, catalogueRoutes);
    server.on('POST /api/courses', () => new Promise((resolve) => {
      release = () => {
        resolve(ok({ _id: 'k9' }, 201));
      };
    }));
    renderApp('/dashboard/admin', server);
    fireEvent.click(await screen.findByRole('tab', { name: 'Add Course' }));
    await screen.findByRole('list', { name: 'Course list' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Course' })[0] ?? document.body);
    const dialog = await screen.findByRole('dialog', { name: 'Add Course' });
    const box = within(dialog);
    fireEvent.change(box.getByRole('textbox', { name: /Course Name/ }), { target: { value: 'M.Tech' } });
    fireEvent.change(box.getByRole('textbox', { name: /Abbreviation/ }), { target: { value: 'MT' } });
    fireEvent.change(box.getByRole('spinbutton', { name: /Duration/ }), { target: { value: '2' } });
    fireEvent.mouseDown(box.getByRole('combobox', { name: /College/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'IIT Delhi' }));
    fireEvent.click(box.getByRole('button', { name: 'Add Course' }));
    expect(await screen.findByRole('button', { name: 'Adding Course...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Course added successfully.')).toBeInTheDocument();
    expect(server.requests.find((r) => r.url === '/api/courses' && r.method === 'POST')?.body).toEqual({
      courseName: 'M.Tech',
      abbreviation: 'MT',
      duration: 2,
      college: 'c1',
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('deletes a college, and says why a delete was refused', async () => {
    const server = serverFor(admin, { ...catalogueRoutes, 'DELETE /api/colleges/c1': ok(null) });
    renderApp('/dashboard/admin', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete IIT Delhi' }));
    expect(await screen.findByText('College deleted successfully.')).toBeInTheDocument();

    // An expected refusal is logged on one line (no stack).
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.on('DELETE /api/colleges/c2', fail(409, 'CATALOGUE.IN_USE', "College 'NIT Trichy' still has 1 course"));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete NIT Trichy' }));
    expect(await screen.findByText("College 'NIT Trichy' still has 1 course")).toBeInTheDocument();
    expect(spy).toHaveBeenCalled();
  });
});
