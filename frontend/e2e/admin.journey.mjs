/* global document */
// The spec's Admin Panel (react-admin, inside the dashboard): the admin adds a college, course,
// branch and subject; a duplicate is refused on its field; the selects cascade.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { apiLogin, choose, completeProfileIfAsked, unique } from './helpers.mjs';

export const journeys = [
  {
    name: 'admin adds a college, course, branch and subject',
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      await page.goto(baseURL + '/dashboard/admin');
      await completeProfileIfAsked(page);
      await page.getByRole('heading', { name: 'Admin Panel' }).waitFor({ timeout: 45_000 });
      const id = unique();
      const college = `Admin College ${id}`;
      const course = `Admin Course ${id}`;
      const branch = `Admin Branch ${id}`;
      const subject = `Admin Subject ${id}`;

      const openForm = async (tab) => {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel').getByRole('button', { name: tab }).click();
        const dialog = page.getByRole('dialog', { name: tab });
        await dialog.waitFor();
        return dialog;
      };

      let dialog = await openForm('Add College');
      await dialog.getByRole('textbox', { name: /College Name/ }).fill(college);
      await dialog.getByRole('textbox', { name: /Location/ }).fill('Pune');
      await shot('admin-add-college');
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      assert.deepEqual(
        axe.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 2)
              .join(', ')}`,
        ),
        [],
      );
      await dialog.getByRole('button', { name: 'Add College' }).click();
      await page.getByText('College added successfully.').waitFor({ timeout: 45_000 });
      await page.getByRole('tabpanel').getByText(college).waitFor();
      await shot('admin-panel-desktop');

      // The same name again: refused, and the name field says why.
      dialog = await openForm('Add College');
      await dialog.getByRole('textbox', { name: /College Name/ }).fill(college);
      await dialog.getByRole('textbox', { name: /Location/ }).fill('Pune');
      await dialog.getByRole('button', { name: 'Add College' }).click();
      await dialog.getByText(/already exists/).waitFor({ timeout: 45_000 });
      assert.equal(await dialog.getByRole('textbox', { name: /College Name/ }).getAttribute('aria-invalid'), 'true');
      await shot('admin-refused-duplicate');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      dialog = await openForm('Add Course');
      await dialog.getByRole('textbox', { name: /Course Name/ }).fill(course);
      await dialog.getByRole('textbox', { name: /Abbreviation/ }).fill('AC');
      await dialog.getByRole('spinbutton', { name: /Duration/ }).fill('4');
      await choose(page, 'College', college);
      await dialog.getByRole('button', { name: 'Add Course' }).click();
      await page.getByText('Course added successfully.').waitFor({ timeout: 45_000 });

      dialog = await openForm('Add Branch');
      await dialog.getByRole('textbox', { name: /Branch Name/ }).fill(branch);
      await dialog.getByRole('textbox', { name: /Abbreviation/ }).fill('AB');
      await choose(page, 'College', college);
      // Only the chosen college's courses are offered.
      await dialog.getByRole('combobox', { name: /^Course/ }).click();
      await page.getByRole('option', { name: course, exact: true }).waitFor();
      assert.equal(await page.getByRole('listbox').getByRole('option').count(), 1);
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await choose(page, 'Course', course);
      await dialog.getByRole('button', { name: 'Add Branch' }).click();
      await page.getByText('Branch added successfully.').waitFor({ timeout: 45_000 });

      dialog = await openForm('Add Subject');
      await dialog.getByRole('textbox', { name: /Subject Name/ }).fill(subject);
      await dialog.getByRole('spinbutton', { name: /Year/ }).fill('2');
      await choose(page, 'College', college);
      await choose(page, 'Course', course);
      await choose(page, 'Branch', branch);
      await dialog.getByRole('button', { name: 'Add Subject' }).click();
      await page.getByText('Subject added successfully.').waitFor({ timeout: 45_000 });
      await page.getByRole('tabpanel').getByText(subject).waitFor();
      await shot('admin-subjects');

      // Deleting asks first, then says so.
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: `Delete ${subject}` })
        .click();
      await page
        .getByRole('dialog', { name: `Delete ${subject}?` })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await page.getByText('Subject deleted successfully.').waitFor({ timeout: 45_000 });
      await page.getByRole('tabpanel').getByText(subject).waitFor({ state: 'detached', timeout: 45_000 });
    },
  },
  {
    name: 'the Admin Panel on a phone',
    viewport: { width: 390, height: 844 },
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      await page.goto(baseURL + '/dashboard/admin');
      await completeProfileIfAsked(page);
      await page.getByRole('heading', { name: 'Admin Panel' }).waitFor({ timeout: 45_000 });
      await page.getByRole('tab', { name: 'Add Course' }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: 'Add Course' }).waitFor();
      await page.waitForTimeout(500);
      // Nothing wider than the screen.
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'no sideways scrolling');
      await shot('admin-panel-phone');
      await page.getByRole('tabpanel').getByRole('button', { name: 'Add Course' }).click();
      await page.getByRole('dialog', { name: 'Add Course' }).waitFor();
      await shot('admin-panel-phone-form');
    },
  },
];
