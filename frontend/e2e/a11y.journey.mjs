// axe-core over the student screens (WCAG 2 A/AA rules), signed out and signed in.
import AxeBuilder from '@axe-core/playwright';
import { request } from 'playwright-core';
import { apiLogin, completeProfileIfAsked, seedCatalogue, settled, unique, uploadViaApi } from './helpers.mjs';

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

export const journeys = [
  {
    name: 'account, feed, wizard and legal pages have no axe violations',
    async run({ page, baseURL }) {
      const problems = [];
      for (const [path, ready, mustPass] of [
        // The journeys' server has no Google keys: the forms show no Google button (issue 25 item 7).
        ['/login', 'Forgot Password ?'],
        ['/signup', 'Login Here'],
        ['/forgot-password', 'Send OTP'],
        ['/feed', 'Reset Filters'],
        ['/papers', 'Papers: Choose a College'],
        // Links inside paragraphs: underlined, not told apart by colour alone.
        ['/terms-conditions', 'Acceptance of these terms', ['link-in-text-block']],
        ['/privacy-policy', 'Your rights', ['link-in-text-block']],
      ]) {
        await page.goto(baseURL + path);
        await page.getByText(ready).first().waitFor({ timeout: 45_000 });
        await settled(page);
        problems.push(...(await check(page, path, mustPass)));
      }
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  },
  {
    name: 'signed-in screens have no axe violations',
    async run({ page, baseURL, admin }) {
      await apiLogin(page, baseURL, admin);
      const problems = [];
      for (const [path, ready] of [
        ['/upload', 'Click to upload or drag and drop'],
        ['/dashboard', 'Edit'],
        ['/dashboard/saved-items', 'Saved Items'],
        ['/dashboard/uploaded-items', 'Papers'],
        ['/dashboard/help-support', 'Which files can I upload?'],
        ['/dashboard/admin', 'Admin Panel'],
        ['/change-password', 'Old Password'],
      ]) {
        await page.goto(baseURL + path);
        await completeProfileIfAsked(page);
        await page.getByText(ready).first().waitFor({ timeout: 45_000 });
        await settled(page);
        problems.push(...(await check(page, path)));
      }
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  },
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
