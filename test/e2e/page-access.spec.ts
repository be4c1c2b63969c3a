// Page access in the preview on its own, as a visitor (no owner session, so the published site):
// a password page shows its screen until the right password is given (a wrong one is announced),
// a member page refuses a visitor with the spec's words, and the promotional popup shows once.
// The owner sets everything up through the API and puts the site back afterwards.
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { pagePasswordPath } from '../../shared/api/page-access';
import { CRUMB_HEADER } from '../../shared/api/sites';
import type { Site } from '../../shared/document/schema';
import { buttonBlock, clientOfRequest, publishSite, readCrumb, saveSite } from '../fixtures/api';
import { SIGNED_OUT } from '../fixtures/owner';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const SECRET = 'Secret garden hours';
const MEMBERS = 'Members lounge schedule';
const OFFER = 'Ten percent off your first order';
const PASSWORD = 'open sesame';

const owner = (request: APIRequestContext) => clientOfRequest(request);
const publish = (request: APIRequestContext) => publishSite(owner(request));
const save = (request: APIRequestContext, change: (site: Site) => Site) =>
  saveSite(owner(request), change);

const section = (id: string, label: string) => ({
  id: `${id}-s`,
  style: { padding: 'medium', cornerRadius: 0, divider: 'none', theme: null } as const,
  blocks: [buttonBlock(label)],
});

async function visitor(browser: import('@playwright/test').Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 900 },
    storageState: SIGNED_OUT,
  });
  return context.newPage();
}

test('a page password unlocks, a member page refuses a visitor, the popup shows once', async ({
  browser,
  request,
}) => {
  const version = Math.floor(Date.now() / 1000);
  await save(request, (site) => ({
    ...site,
    settings: {
      ...site.settings,
      popup: { enabled: true, message: OFFER, formId: 'newsletter', version },
    },
    pages: [
      ...site.pages.filter((page) => !page.id.startsWith('e2e-access-')),
      {
        id: 'e2e-access-secret',
        title: 'Secret',
        slug: 'e2e-secret',
        pageType: 2,
        sections: [section('e2e-access-secret', SECRET)],
        access: { kind: 'password' },
      },
      {
        id: 'e2e-access-members',
        title: 'Lounge',
        slug: 'e2e-lounge',
        pageType: 2,
        sections: [section('e2e-access-members', MEMBERS)],
        access: { kind: 'members' },
      },
    ],
  }));
  const crumb = await readCrumb(clientOfRequest(request));
  const set = await request.put(pagePasswordPath('e2e-access-secret'), {
    data: { password: PASSWORD },
    headers: { [CRUMB_HEADER]: crumb },
  });
  expect(set.ok()).toBe(true);
  await publish(request);

  try {
    const page = await visitor(browser);
    await page.goto('/preview/');
    const popup = page.getByRole('dialog', { name: OFFER });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await page.goto('/preview/e2e-secret');

    await expect(
      page.getByRole('heading', { name: 'This page is password protected' }),
    ).toBeVisible();
    await expect(page.getByText(SECRET)).toHaveCount(0);
    const field = page.getByLabel('Password', { exact: true });
    await field.fill('not it');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That password is not right. Please try again.',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill(PASSWORD);
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByText(SECRET)).toBeVisible();
    // Shown once: not again after the reload the unlock made, nor on another page.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/preview/e2e-lounge');
    await expect(page.getByRole('heading', { name: 'This page is locked' })).toBeVisible();
    await expect(page.getByText('This page available only site members')).toBeVisible();
    await expect(page.getByText(MEMBERS)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const stored = await page.evaluate(() => localStorage.getItem('popup-overlay'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ version, submitted: false });
    await page.context().close();
  } finally {
    await save(request, (site) => ({
      ...site,
      settings: {
        ...site.settings,
        popup: { enabled: false, message: '', formId: 'newsletter', version },
      },
      pages: site.pages.filter((page) => !page.id.startsWith('e2e-access-')),
    }));
    await publish(request);
  }
});
