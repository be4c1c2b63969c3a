// Many sites in one installation, through the Sites screen (docs/sites.md): the owner makes a site
// from each designed template in a brand tone, opens it (signed in, at <id>.localhost on the same
// port: Chromium sends *.localhost to this machine), and a visitor sees its home page there at
// 1024 and 428 px: nothing wider than the window, no serious or critical axe violation, and a
// picture of each in .shots/sites/. The sites made are deleted at the end (the last through the
// screen, its name typed), so the shared server is left as it was.
import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { SIGNED_OUT } from '../fixtures/owner';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const OUT = '.shots/sites';
const WIDTHS = [1024, 428] as const;
const TEMPLATES = [
  { start: 'Shop template', tone: 'Playful', name: 'Wick & Wax Test Shop' },
  { start: 'Portfolio template', tone: 'Bold', name: 'Lens Test Folio' },
  { start: 'Restaurant template', tone: 'Friendly', name: 'Ember Test Kitchen' },
] as const;

/** The sites this spec made: their id and origin. */
const made: { name: string; id: string; origin: string }[] = [];

async function openSitesScreen(page: Page) {
  await page.getByRole('button', { name: 'Sites', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sites' });
  await expect(dialog.getByRole('table', { name: 'Your sites' })).toBeVisible();
  return dialog;
}

async function visitor(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

test.afterAll(async ({ browser }) => {
  // Whatever a failed run left behind goes too (the screen's own delete is tested below).
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.request.get('/api/health');
  const crumb = (await context.cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
  for (const site of made) {
    await page.request.delete(`/api/sites/${site.id}`, {
      headers: { 'X-CSRF-Token': crumb, 'Content-Type': 'application/json' },
      data: { confirm: site.name },
    });
  }
  await context.close();
});

for (const template of TEMPLATES) {
  test(`creates a site from the ${template.start} in a ${template.tone} tone and opens it`, async ({
    page,
    browser,
  }) => {
    mkdirSync(OUT, { recursive: true });
    await page.goto('/config/');
    const dialog = await openSitesScreen(page);
    await dialog.getByLabel('Site name').fill(template.name);
    await dialog.getByLabel('Start from').selectOption({ label: template.start });
    await dialog.getByLabel('Brand tone').selectOption({ label: template.tone });
    await dialog.getByRole('button', { name: 'Create site' }).click();
    await expect(
      dialog.getByRole('status').filter({ hasText: `Created “${template.name}”.` }),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expectAccessible(page, 'the Sites screen', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: `Open ${template.name}` }).click();
    // Its editor, at its own address, signed in.
    await page.waitForURL(/^http:\/\/site-[a-z0-9]+\.localhost:\d+\/config\/$/);
    await expect(page.getByRole('heading', { level: 1, name: template.name })).toBeVisible();
    const url = new URL(page.url());
    const id = url.hostname.replace(/\.localhost$/, '');
    made.push({ name: template.name, id, origin: url.origin });

    for (const width of WIDTHS) {
      const live = await visitor(browser, width);
      const response = await live.goto(`${url.origin}/`);
      expect(response?.status()).toBe(200);
      await expect(live.getByRole('banner')).toContainText(template.name);
      await live.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
        await document.fonts.ready;
      });
      const overflow = await live.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${template.name} is wider than ${width} px`).toBeLessThanOrEqual(0);
      await expectAccessible(live, `${template.name} at ${width} px`);
      await live.screenshot({
        path: `${OUT}/${template.start.split(' ')[0]!.toLowerCase()}-${width}.png`,
        fullPage: true,
      });
      await live.context().close();
    }
  });
}

test('deletes a site through the Sites screen once its name is typed', async ({ page }) => {
  const site = made.at(-1);
  expect(site, 'the tests above made a site').toBeDefined();
  await page.goto('/config/');
  const dialog = await openSitesScreen(page);
  await page.screenshot({ path: `${OUT}/sites-screen.png` });
  await dialog.getByRole('button', { name: `Delete ${site!.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the site “${site!.name}”?` });
  const button = confirm.getByRole('button', { name: 'Delete site' });
  await expect(button).toBeDisabled();
  await confirm.getByLabel('Site name').fill(site!.name);
  await button.click();
  await expect(
    dialog.getByRole('status').filter({ hasText: `Deleted “${site!.name}”.` }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Open ${site!.name}` })).toHaveCount(0);
  made.pop();
  // Its address now shows the installation's default site.
  await page.goto(`${site!.origin}/`);
  await expect(page.getByRole('banner')).not.toContainText(site!.name);
});
