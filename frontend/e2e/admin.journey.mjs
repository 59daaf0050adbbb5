// The admin adds a college, course, branch and subject through the panel.
import { apiLogin, choose, completeProfileIfAsked, unique } from './helpers.mjs';

export const journeys = [
  {
    name: 'admin adds a college, course, branch and subject',
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      await page.goto(baseURL + '/dashboard/admin');
      await completeProfileIfAsked(page);
      await page.getByRole('heading', { name: 'Admin Panel' }).waitFor({ timeout: 15_000 });
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
      await dialog.getByRole('button', { name: 'Add College' }).click();
      await page.getByText('College added successfully.').waitFor({ timeout: 15_000 });
      await page.getByText(college).waitFor();

      dialog = await openForm('Add Course');
      await dialog.getByRole('textbox', { name: /Course Name/ }).fill(course);
      await dialog.getByRole('textbox', { name: /Abbreviation/ }).fill('AC');
      await dialog.getByRole('spinbutton', { name: /Duration/ }).fill('4');
      await choose(page, 'College', college);
      await dialog.getByRole('button', { name: 'Add Course' }).click();
      await page.getByText('Course added successfully.').waitFor({ timeout: 15_000 });

      dialog = await openForm('Add Branch');
      await dialog.getByRole('textbox', { name: /Branch Name/ }).fill(branch);
      await dialog.getByRole('textbox', { name: /Abbreviation/ }).fill('AB');
      await choose(page, 'College', college);
      await choose(page, 'Course', course);
      await dialog.getByRole('button', { name: 'Add Branch' }).click();
      await page.getByText('Branch added successfully.').waitFor({ timeout: 15_000 });

      dialog = await openForm('Add Subject');
      await dialog.getByRole('textbox', { name: /Subject Name/ }).fill(subject);
      await dialog.getByRole('spinbutton', { name: /Year/ }).fill('2');
      await choose(page, 'College', college);
      await choose(page, 'Course', course);
      await choose(page, 'Branch', branch);
      await dialog.getByRole('button', { name: 'Add Subject' }).click();
      await page.getByText('Subject added successfully.').waitFor({ timeout: 15_000 });
      await page.getByRole('tabpanel').getByText(subject).waitFor();
      await shot('admin-subjects');
    },
  },
];
