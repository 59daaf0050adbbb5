/** The spec's Admin Panel (§2, §4, §5, §8) at /dashboard/admin, rendered by the react-admin app. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, type FakeHandler, type FakeReply, type FakeResponse, type FakeServer } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const admin = { ...verifiedUser, isAdmin: true };
/** The first screen of a test waits for the session, the lazy chunk and the first list. */
const slow = { timeout: 30_000 }; // hang guards: a loaded machine stretches the console's first render many times over

const page = (resource: string, rows: object[]): FakeResponse => ({
  ...ok(rows),
  headers: {
    'content-range': rows.length
      ? `${resource} 0-${String(rows.length - 1)}/${String(rows.length)}`
      : `${resource} */0`,
  },
});

const COLLEGES = [
  { _id: 'c1', collegeName: 'IIT Delhi', location: 'Delhi' },
  { _id: 'c2', collegeName: 'NIT Trichy', location: 'Trichy' },
];
const COURSES = [
  { _id: 'k1', courseName: 'B.Tech', abbreviation: 'BT', college: 'IIT Delhi', collegeId: 'c1', duration: 4 },
  { _id: 'k2', courseName: 'MBA', abbreviation: 'MBA', college: 'NIT Trichy', collegeId: 'c2', duration: 2 },
];

const filterOf = (url: string): Record<string, unknown> =>
  JSON.parse(new URLSearchParams(url.split('?')[1]).get('filter') ?? '{}') as Record<string, unknown>;

/** Lists that honour the parent filters the cascading selects send. */
const catalogue: Record<string, FakeHandler> = {
  'GET /api/admin/colleges': () => page('colleges', COLLEGES),
  'GET /api/admin/courses': ({ url }) => {
    const { collegeId } = filterOf(url);
    return page(
      'courses',
      COURSES.filter((course) => collegeId === undefined || course.collegeId === collegeId),
    );
  },
  'GET /api/admin/branches': () =>
    page('branches', [
      {
        _id: 'b1',
        branchName: 'Computer Science',
        abbreviation: 'CSE',
        college: 'IIT Delhi',
        collegeId: 'c1',
        course: 'B.Tech',
        courseId: 'k1',
      },
    ]),
  'GET /api/admin/subjects': () => page('subjects', []),
};

const adminServer = (extra: Record<string, FakeReply | FakeHandler> = {}): FakeServer =>
  serverFor(admin, { ...catalogue, ...extra });

const openTab = async (tab: string) => {
  fireEvent.click(await screen.findByRole('tab', { name: tab }, slow));
  const panel = screen.getByRole('tabpanel');
  await waitFor(() => {
    expect(within(panel).getByRole('button', { name: tab })).toBeInTheDocument();
  });
  return panel;
};

const openAddForm = async (tab: string) => {
  const panel = await openTab(tab);
  fireEvent.click(within(panel).getByRole('button', { name: tab }));
  return within(await screen.findByRole('dialog', { name: tab }, slow));
};

const choose = async (box: Pick<typeof screen, 'getByRole'>, label: string, option: string) => {
  fireEvent.mouseDown(box.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
  await waitFor(() => {
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
};

describe('Admin Panel', { timeout: 120_000 }, () => {
  // The first render imports react-admin (the router loads it lazily): do that once, up front.
  beforeAll(async () => {
    await import('./admin-app');
  });

  it('has the heading, the four tabs, and lists colleges with name and location', async () => {
    const { location } = renderApp('/dashboard/admin', adminServer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' }, slow)).toBeInTheDocument();
    for (const tab of ['Add College', 'Add Course', 'Add Branch', 'Add Subject']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    const list = await screen.findByRole('table', { name: 'College list' }, slow);
    const row = (await within(list).findByText('IIT Delhi')).closest('tr');
    expect(row).toHaveTextContent('Delhi');
    expect(within(row ?? document.body).getByRole('button', { name: 'Delete IIT Delhi' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Add College' })).toHaveAttribute('aria-selected', 'true');
    expect(location().pathname).toBe('/dashboard/admin/colleges');
  });

  it('shows the empty text', async () => {
    renderApp('/dashboard/admin', adminServer());
    const panel = await openTab('Add Subject');
    expect(await within(panel).findByText('No subjects found.')).toBeInTheDocument();
  });

  it('adds a course through the overlay form, reading "Adding Course..." while it saves', async () => {
    let release: () => void = () => undefined;
    const server = adminServer({
      'POST /api/admin/courses': () =>
        new Promise((resolve) => {
          release = () => {
            resolve(
              ok(
                {
                  _id: 'k9',
                  courseName: 'M.Tech',
                  abbreviation: 'MT',
                  duration: 2,
                  college: 'IIT Delhi',
                  collegeId: 'c1',
                },
                201,
              ),
            );
          };
        }),
    });
    renderApp('/dashboard/admin', server);
    const form = await openAddForm('Add Course');
    expect(form.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    fireEvent.change(form.getByRole('textbox', { name: /Course Name/ }), { target: { value: 'M.Tech' } });
    fireEvent.change(form.getByRole('textbox', { name: /Abbreviation/ }), { target: { value: 'MT' } });
    fireEvent.change(form.getByRole('spinbutton', { name: /Duration/ }), { target: { value: '2' } });
    await choose(form, 'College', 'IIT Delhi');
    fireEvent.click(form.getByRole('button', { name: 'Add Course' }));
    expect(await form.findByRole('button', { name: 'Adding Course...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Course added successfully.')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/admin/courses',
      body: { courseName: 'M.Tech', abbreviation: 'MT', duration: 2, college: 'c1' },
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('requires every field before saving (spec §5)', async () => {
    const server = adminServer();
    renderApp('/dashboard/admin', server);
    const form = await openAddForm('Add College');
    fireEvent.change(form.getByRole('textbox', { name: /College Name/ }), { target: { value: 'IIIT Pune' } });
    fireEvent.click(form.getByRole('button', { name: 'Add College' }));
    expect(await form.findByText('Required')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Location/ })).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("cascades: a branch's course is one of the chosen college's, and a new college empties it", async () => {
    const server = adminServer();
    renderApp('/dashboard/admin', server);
    const form = await openAddForm('Add Branch');
    expect(form.getByRole('combobox', { name: /^Course/ })).toHaveAttribute('aria-disabled', 'true');
    expect(form.getByText('Choose a college first')).toBeInTheDocument();

    await choose(form, 'College', 'IIT Delhi');
    fireEvent.mouseDown(form.getByRole('combobox', { name: /^Course/ }));
    const options = within(await screen.findByRole('listbox'));
    expect(await options.findByRole('option', { name: 'B.Tech' })).toBeInTheDocument();
    expect(options.queryByRole('option', { name: 'MBA' })).not.toBeInTheDocument();
    fireEvent.click(options.getByRole('option', { name: 'B.Tech' }));
    await waitFor(() => {
      expect(form.getByRole('combobox', { name: /^Course/ })).toHaveTextContent('B.Tech');
    });
    expect(
      server.requests.some((r) => r.url.startsWith('/api/admin/courses') && filterOf(r.url).collegeId === 'c1'),
    ).toBe(true);

    await choose(form, 'College', 'NIT Trichy');
    await waitFor(() => {
      expect(form.getByRole('combobox', { name: /^Course/ })).not.toHaveTextContent('B.Tech');
    });
  });

  it('marks the field the server refused, and says why', async () => {
    const message = "Unknown course 'B.Tech' for NIT Trichy";
    renderApp(
      '/dashboard/admin',
      adminServer({
        'POST /api/admin/branches': {
          status: 400,
          body: {
            success: false,
            statusCode: 400,
            code: 'CATALOGUE.UNKNOWN_PARENT',
            message,
            errors: [{ field: 'course', message }],
            requestId: 'r',
          },
        },
      }),
    );
    const form = await openAddForm('Add Branch');
    fireEvent.change(form.getByRole('textbox', { name: /Branch Name/ }), { target: { value: 'ECE' } });
    fireEvent.change(form.getByRole('textbox', { name: /Abbreviation/ }), { target: { value: 'EC' } });
    await choose(form, 'College', 'IIT Delhi');
    await choose(form, 'Course', 'B.Tech');
    fireEvent.click(form.getByRole('button', { name: 'Add Branch' }));
    // On the field (the combobox's input carries aria-invalid) and in a toast.
    await waitFor(() => {
      expect(screen.getAllByText(message)).toHaveLength(2);
    });
    expect(form.getByRole('combobox', { name: /^Course/ }).parentElement?.querySelector('input')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText('The form is not valid. Please check for errors')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Branch' })).toBeInTheDocument();
  });

  it('deletes a college after confirming, and says why a delete was refused', async () => {
    const server = adminServer({ 'DELETE /api/admin/colleges/c1': ok(null) });
    renderApp('/dashboard/admin', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete IIT Delhi' }, slow));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete IIT Delhi?' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('College deleted successfully.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'DELETE' && r.url === '/api/admin/colleges/c1')).toBe(true);

    server.on('DELETE /api/admin/colleges/c2', {
      status: 409,
      body: {
        success: false,
        statusCode: 409,
        code: 'CATALOGUE.IN_USE',
        message: "College 'NIT Trichy' still has 1 course",
        requestId: 'r',
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete NIT Trichy' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete NIT Trichy?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText("College 'NIT Trichy' still has 1 course")).toBeInTheDocument();
  });

  it('edits a course in an overlay, keeping its college', async () => {
    const server = adminServer({
      'GET /api/admin/courses/k1': ok(COURSES[0]),
      'PUT /api/admin/courses/k1': ok({ ...COURSES[0], abbreviation: 'BTE' }),
    });
    renderApp('/dashboard/admin/courses', server);
    fireEvent.click(await screen.findByRole('link', { name: 'Edit B.Tech' }, slow));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Course' }));
    await waitFor(() => {
      expect(form.getByRole('combobox', { name: /^College/ })).toHaveTextContent('IIT Delhi');
    });
    fireEvent.change(form.getByRole('textbox', { name: /Abbreviation/ }), { target: { value: 'BTE' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Course updated successfully.')).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ abbreviation: 'BTE' });
  });
});
