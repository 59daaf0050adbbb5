// axe-core (WCAG 2 A/AA rules) over every route, at 1280 px and at a phone's 390 px: the student
// screens signed out and signed in, and the console (issue 25: "axe stays clean on every route,
// the console at phone width included"). A visitor's walk also logs no console error (item 11).
/* global document, getComputedStyle */
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { request } from 'playwright-core';
import {
  apiLogin,
  completeProfileIfAsked,
  consoleErrorsDuring,
  seedCatalogue,
  settled,
  unique,
  uploadViaApi,
} from './helpers.mjs';

/** `mustPass`: rules that have to find something to check on the page, and pass it. */
async function check(page, label, mustPass = []) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const problems = result.violations.map(
    (v) =>
      `${label}: ${v.id} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  for (const rule of mustPass) {
    if (!result.passes.some((p) => p.id === rule))
      problems.push(`${label}: ${rule} did not run or found nothing to check`);
  }
  return problems;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const squashed = (name) => name.replace(/\s+/g, '');

/**
 * What every route needs to show something: a catalogue place with a paper, reported, and a
 * message for the console. Made through the API as the admin, outside the browser under test.
 */
async function prepare(baseURL, admin) {
  const api = await request.newContext({ baseURL });
  await apiLogin({ request: api }, '', admin);
  const names = await seedCatalogue({ request: api }, '');
  const doc = await uploadViaApi(api, '', names, `Route Paper ${unique()}`);
  const report = await api.post(`/api/documents/${doc._id}/reports`, {
    data: { reason: 'illegible', note: 'Blurred' },
  });
  assert.equal(report.status(), 201, await report.text());
  await api.post('/api/feedbacks', { data: { email: 'a@b.co', name: 'Asha', feedback: `Route feedback ${unique()}` } });
  await api.dispose();
  return { names, doc };
}

/** Every route a visitor can open, with a text that says it is ready. */
function visitorRoutes({ names, doc }) {
  const place = [names.college, names.course, names.branch, '2', names.subject].map(squashed);
  const wizard = ['College', 'Course', 'Branch', 'Year', 'Subject'].map((level, depth) => [
    ['/papers', ...place.slice(0, depth)].join('/'),
    `Papers: Choose a ${level}`,
  ]);
  return [
    ['/', 'Get a Paper for Every Course in seconds!'],
    ['/feed', 'Title, subject, or words inside the PDF'],
    [`/feed?college=${encodeURIComponent(names.college)}&q=Route`, doc.title],
    [`/feed/${squashed(doc.title)}?id=${doc._id}`, doc.description],
    ['/feed/NoIdHere', 'This paper was removed or the link is broken'],
    ...wizard,
    [['/papers', ...place].join('/'), doc.title],
    ['/papers/NoSuchCollege', "We couldn't find that college"],
    ['/notes', 'Notes: Choose a College'],
    ['/about-us', 'Our Story'],
    ['/contactus', 'Contact Our Team'],
    // Links inside paragraphs: underlined, not told apart by colour alone.
    ['/terms-conditions', 'Acceptance of these terms', ['link-in-text-block']],
    ['/privacy-policy', 'Your rights', ['link-in-text-block']],
    // The journeys' server has no Google keys: the forms show no Google button (issue 25 item 7).
    ['/login', 'Forgot Password ?'],
    ['/signup', 'Login Here'],
    ['/forgot-password', 'Send OTP'],
    ['/upload', 'Login Or Sign Up Required'],
    // Issue 27: requests for missing papers.
    ['/requests', 'Papers and notes students are asking for'],
    ['/requests/new', 'Log in to request a paper'],
    ['/no-such-page', 'Take me home'],
  ];
}

const SIGNED_IN = [
  ['/upload', 'Click to upload or drag and drop'],
  ['/dashboard', 'Edit'],
  ['/edit-profile', 'Edit'],
  ['/dashboard/saved-items', 'Saved Items'],
  ['/saved-items', 'Saved Items'],
  ['/dashboard/uploaded-items', 'Papers'],
  ['/uploaded-items', 'Papers'],
  ['/dashboard/help-support', 'Which files can I upload?'],
  ['/help-support', 'Which files can I upload?'],
  ['/dashboard/admin', 'Admin Panel'],
  ['/change-password', 'Old Password'],
  ['/requests', 'Papers and notes students are asking for'],
  ['/requests/new', 'Tell us which paper or notes you are missing'],
  ['/notifications', 'Mark all as read'],
];

/** The console's screens (react-admin), each ready when its title shows and nothing is loading. */
const consoleRoutes = ({ doc }) => [
  ['/admin/colleges', 'Colleges'],
  ['/admin/courses', 'Courses'],
  ['/admin/branches', 'Branches'],
  ['/admin/subjects', 'Subjects'],
  ['/admin/documents', 'Documents'],
  [`/admin/documents/${doc._id}/show`, doc.title],
  ['/admin/reports', 'Reports'],
  ['/admin/users', 'Users'],
  ['/admin/feedbacks', 'Feedback'],
  ['/admin/requests', 'Requests'],
  ['/admin/requests/most-wanted', 'Most wanted per subject'],
];

/** A text on screen (a phone folds some away: the feed's filters, the dashboard's side menu). */
const visibleText = (page, text) => page.getByText(text).filter({ visible: true }).first();

/** Opens each route, waits for it, and gathers axe's findings (and, for the rules in `mustPass`, their absence). */
async function walk(page, baseURL, routes, { before = async () => undefined, ready } = {}) {
  const problems = [];
  for (const [path, text, mustPass = []] of routes) {
    await page.goto(baseURL + path);
    await before(page);
    await (ready ? ready(page, text) : visibleText(page, text).waitFor({ timeout: 45_000 }));
    await settled(page);
    problems.push(...(await check(page, path, mustPass)));
  }
  return problems;
}

const consoleReady = async (page, title) => {
  await visibleText(page, title).waitFor({ timeout: 45_000 });
  // react-admin swaps Refresh for a spinner while a list loads.
  await page.getByRole('button', { name: 'Refresh' }).waitFor({ timeout: 45_000 });
};

const everyRoute = (label, viewport) => [
  {
    name: `every public route at ${label} has no axe violations, and a visitor's walk logs no console error`,
    viewport,
    async run({ page, baseURL, admin }) {
      const data = await prepare(baseURL, admin);
      // Past the splash (its own journeys cover it).
      await page.context().addCookies([{ name: 'papershelf_splash', value: '1', url: baseURL }]);
      let problems = [];
      const errors = await consoleErrorsDuring(page, async () => {
        problems = await walk(page, baseURL, visitorRoutes(data));
      });
      // A broken link's page and a lost wizard place answer in words, never with a logged failure.
      problems.push(...errors);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  },
  {
    name: `every signed-in route and the console at ${label} have no axe violations`,
    viewport,
    async run({ page, baseURL, admin }) {
      const data = await prepare(baseURL, admin);
      await page.context().addCookies([{ name: 'papershelf_splash', value: '1', url: baseURL }]);
      await apiLogin(page, baseURL, admin);
      const problems = await walk(page, baseURL, SIGNED_IN, { before: completeProfileIfAsked });
      problems.push(...(await walk(page, baseURL, consoleRoutes(data), { ready: consoleReady })));
      if (problems.length > 0) throw new Error(problems.join('\n'));
      // On a phone the export is an icon: it keeps its name (issue 25 item 10).
      await page.goto(baseURL + '/admin/reports');
      await page.getByRole('button', { name: 'Export' }).waitFor({ timeout: 45_000 });
    },
  },
];

/**
 * What the app's stylesheet does to a looping animation and a transition (a spinner's, a dialog's
 * fade) on the page as it is: their computed iteration count and durations.
 */
const motionOf = (page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.animation = 'probe-spin 1s linear infinite';
    probe.style.transition = 'opacity 225ms ease 100ms';
    document.body.append(probe);
    const style = getComputedStyle(probe);
    const motion = {
      iterations: style.animationIterationCount,
      animation: style.animationDuration,
      transition: style.transitionDuration,
      delay: style.transitionDelay,
    };
    probe.remove();
    return motion;
  });

export const journeys = [
  {
    // WCAG 2.3.3: a visitor who asked the system for less motion gets no animation.
    name: 'prefers-reduced-motion stops animations and transitions; without it they run',
    contextOptions: { reducedMotion: 'no-preference' },
    async run({ page, context, baseURL }) {
      await page.goto(baseURL + '/about-us');
      await page.getByText('Our Story').first().waitFor({ timeout: 45_000 });
      assert.deepEqual(await motionOf(page), {
        iterations: 'infinite',
        animation: '1s',
        transition: '0.225s',
        delay: '0.1s',
      });
      const still = await context.browser().newContext({ reducedMotion: 'reduce' });
      try {
        const quiet = await still.newPage();
        await quiet.goto(baseURL + '/about-us');
        await quiet.getByText('Our Story').first().waitFor({ timeout: 45_000 });
        assert.deepEqual(await motionOf(quiet), {
          iterations: '1',
          animation: '1e-05s',
          transition: '1e-05s',
          delay: '0s',
        });
      } finally {
        await still.close();
      }
    },
  },
  ...everyRoute('1280 px', DESKTOP),
  ...everyRoute('390 px', PHONE),
  {
    // Issue 11, item 14: axe's best-practice heading-order rule (moderate) on the busiest pages.
    name: 'home, feed and about pages keep their headings in order',
    async run({ page, baseURL, admin }) {
      // A document in the feed, uploaded outside this (visitor's) browser.
      const uploader = await request.newContext({ baseURL });
      await apiLogin({ request: uploader }, '', admin);
      const names = await seedCatalogue({ request: uploader }, '');
      await uploadViaApi(uploader, '', names, `Heading Order Paper ${unique()}`);
      await uploader.dispose();
      const problems = [];
      for (const [path, ready] of [
        ['/', 'Get a Paper for Every Course in seconds!'],
        ['/feed', 'Heading Order Paper'],
        ['/about-us', 'Our Story'],
      ]) {
        await page.goto(baseURL + path);
        await page.getByText(ready).first().waitFor({ timeout: 45_000 });
        await settled(page);
        const result = await new AxeBuilder({ page }).withRules(['heading-order', 'page-has-heading-one']).analyze();
        problems.push(
          ...result.violations.map(
            (v) =>
              `${path}: ${v.id} (${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')})`,
          ),
        );
      }
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  },
];
