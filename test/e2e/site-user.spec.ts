// Site users in the preview on its own, at 1024 and 428 px: add to the cart as a visitor, create
// an account from the header's "Sign in" link (the cart comes along), sign out (the cart stays
// with the account), then sign in from a second browser and find the same cart; a reload there
// loads the cart at once because the visitor is signed in; without the session the readable
// cookie signs nobody in.
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { SIGNED_OUT } from '../fixtures/owner';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const PRODUCT_PAGE = '/preview/shop/linen-cushion';
const PASSWORD = 'a long password';

/** A shopper's browser: no owner session, so the preview shows the published site. */
async function browserAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    storageState: SIGNED_OUT,
  });
  return context.newPage();
}

const cartLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

async function fitsTheWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1024, 428]) {
  test(`an account keeps the cart across sign-out and a second browser at ${width} px`, async ({
    browser,
  }) => {
    const email = `e2e-${width}-${Date.now()}@example.com`;
    const first = await browserAt(browser, width);
    await first.goto(PRODUCT_PAGE);
    await first
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    await expect(cartLink(first, 'One item in cart')).toBeVisible();

    await first.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(first).toHaveURL(/\/preview\/account$/);
    await fitsTheWidth(first);
    const create = first.getByRole('form', { name: 'Create account' });
    await create.getByRole('button', { name: 'Create account' }).click();
    const emailInput = create.getByLabel('Email');
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    await expect(emailInput).toHaveAccessibleDescription('Email cannot be blank.');
    await emailInput.fill(email);
    await create.getByLabel(/^Password/).fill(PASSWORD);
    await create.getByRole('button', { name: 'Create account' }).click();
    await expect(first.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(first.getByRole('heading', { name: 'Account', level: 1 })).toBeFocused();
    await expect(first.getByRole('status').filter({ hasText: 'You are signed in.' })).toHaveCount(
      1,
    );
    await expect(first.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
    await expect(cartLink(first, 'One item in cart')).toBeVisible();
    await fitsTheWidth(first);

    await first.getByRole('button', { name: 'Sign out' }).click();
    await expect(first.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(cartLink(first, '0 items in cart')).toBeVisible();

    const second = await browserAt(browser, width);
    await second.goto('/preview/account');
    const signIn = second.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill('not the password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(signIn.getByRole('alert')).toHaveText('The email or password is incorrect.');
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(second.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(cartLink(second, 'One item in cart')).toBeVisible();

    // Only the sign-in is left to say "load the cart at once": no cart cookies.
    await second.context().clearCookies({ name: 'cart' });
    await second.context().clearCookies({ name: 'hasCart' });
    await second.goto('/preview/');
    await expect(cartLink(second, 'One item in cart')).toBeVisible();
    await fitsTheWidth(second);

    // A session that ended on the server: the readable cookie alone signs nobody in.
    await second.context().clearCookies({ name: 'siteUserSession' });
    await second.reload();
    await expect(second.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(cartLink(second, '0 items in cart')).toBeVisible();
    const cookies = await second.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('SiteUserInfo');

    await first.context().close();
    await second.context().close();
  });
}
