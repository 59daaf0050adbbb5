// The layout shell and home page as a visitor sees them.
import assert from 'node:assert/strict';

export const journeys = [
  {
    name: 'home page shows the headline, navigation and footer',
    async run({ page, baseURL, shot }) {
      await page.goto(baseURL + '/');
      await page
        .getByRole('heading', { name: 'Get a Paper for Every Course in seconds!' })
        .waitFor({ timeout: 45_000 });
      for (const link of ['Home', 'Papers', 'Notes', 'Uploads', 'About Us']) {
        assert.ok(
          await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).first().isVisible(),
          link,
        );
      }
      assert.ok(
        await page
          .getByRole('link', { name: 'Find Papers' })
          .or(page.getByRole('button', { name: 'Find Papers' }))
          .first()
          .isVisible(),
      );
      const footer = page.locator('footer');
      assert.match(await footer.innerText(), new RegExp(String(new Date().getFullYear())));
      await shot('home-desktop');
    },
  },
  {
    name: 'an unknown path shows the 404 page with a way home',
    async run({ page, baseURL, shot }) {
      await page.goto(baseURL + '/no/such/page');
      await page.getByText("We can't find that page.").waitFor({ timeout: 45_000 });
      await shot('not-found');
      await page
        .getByRole('button', { name: 'Take me home' })
        .or(page.getByRole('link', { name: 'Take me home' }))
        .first()
        .click();
      await page.waitForURL(baseURL + '/');
    },
  },
  {
    name: 'small screens get the slide-in menu',
    viewport: { width: 390, height: 844 },
    async run({ page, baseURL, shot }) {
      await page.goto(baseURL + '/about-us');
      await page.getByRole('button', { name: /menu/i }).first().click({ timeout: 45_000 });
      const drawer = page.getByRole('dialog').or(page.locator('.MuiDrawer-paper')).first();
      await drawer.waitFor();
      for (const item of ['Home', 'Papers', 'Notes', 'Uploads']) {
        assert.ok(await drawer.getByText(item, { exact: true }).first().isVisible(), item);
      }
      await shot('mobile-menu');
    },
  },
  {
    name: 'the API docs are served',
    async run({ page, baseURL }) {
      const res = await page.request.get(baseURL + '/api/docs-json');
      assert.equal(res.status(), 200);
      const doc = await res.json();
      assert.equal(doc.info.title, 'PaperShelf API');
    },
  },
];
