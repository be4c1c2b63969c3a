// Owners signing in, on a server of this spec's own started as a newcomer starts one (its first
// line is the one-time link): the printed link, a first password set in Account, signing out,
// a wrong and a right password, a passkey made by Chromium's virtual authenticator, a session
// ended elsewhere (the edit survives), invitations, and the sign-in screen at 1024 and 428 px.
// Every browser here starts signed out; the steps share one owner's page, in order.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { OwnerMessage } from '../../shared/api/auth';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../shared/api/sites';
import { FRAME_SELECTOR, frameButtons, SAVED, statusWith } from '../fixtures/editor';
import { type OwnServer, startOwnServer } from '../fixtures/own-server';
import { SIGNED_OUT } from '../fixtures/owner';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PASSWORD = 'a newcomer password';
let server: OwnServer;
/** The admin's browser tab, signed in by the printed link in the first test. */
let owner: Page;

test.beforeAll(async () => {
  server = await startOwnServer();
});

test.afterAll(async () => {
  await owner?.context().close();
  await server?.stop();
});

/** A tab of a browser nobody is signed in to. */
async function freshPage(browser: Browser, width = 1024): Promise<Page> {
  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width, height: 800 },
  });
  return context.newPage();
}

const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Sign in', level: 1 });
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account/ });
const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });

async function expectEditorFor(page: Page, email: string): Promise<void> {
  await expect(accountButton(page)).toContainText(email);
  await expect(page.locator(FRAME_SELECTOR)).toBeVisible();
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  const form = signInForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function openAccount(page: Page): Promise<Locator> {
  await accountButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Chromium's virtual authenticator on this tab: a platform authenticator (ctap2, internal) that
 * keeps discoverable credentials and verifies its user, so passkeys work without a person.
 */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** A write through the page's own cookies, with its crumb, as the editor makes one. */
async function ownerCall(page: Page, method: 'POST' | 'DELETE', path: string, data?: object) {
  const crumb = (await page.context().cookies()).find((c) => c.name === CRUMB_COOKIE)?.value;
  return page.request.fetch(`${server.origin}${path}`, {
    method,
    headers: { [CRUMB_HEADER]: crumb ?? '' },
    ...(data ? { data } : {}),
  });
}

async function fitsTheWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the printed link signs the admin in once and leaves the address bar', async ({ browser }) => {
  // Printed by name: browsers allow passkeys on localhost, not on 127.0.0.1.
  expect(server.printedLink).toMatch(/^http:\/\/localhost:\d+\/config\/\?signin=[\w-]{43}$/);
  owner = await freshPage(browser);
  await owner.goto(server.link);
  await expectEditorFor(owner, server.adminEmail);
  expect(owner.url()).toBe(`${server.origin}/config/`);

  const again = await freshPage(browser);
  try {
    await again.goto(server.link);
    await expect(signInHeading(again)).toBeVisible();
    await expect(statusWith(again, OwnerMessage.linkInvalid)).toBeVisible();
    expect(again.url()).toBe(`${server.origin}/config/`);
    // The notice is shown once.
    await again.reload();
    await expect(signInHeading(again)).toBeVisible();
    await expect(again.getByText(OwnerMessage.linkInvalid)).toHaveCount(0);
  } finally {
    await again.context().close();
  }
});

test('a newcomer sets a first password in Account, without a current one', async () => {
  const dialog = await openAccount(owner);
  await expect(dialog.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toHaveCount(0);
  await dialog.getByLabel('New password').fill('short');
  await dialog.getByRole('button', { name: 'Set a password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/at least 8 characters/i);
  await expect(dialog.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('New password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Set a password' }).click();
  await expect(statusWith(owner, 'Your password is saved.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountButton(owner)).toBeFocused();
});

test('Sign out returns to the sign-in screen, and owner calls answer 401', async () => {
  const dialog = await openAccount(owner);
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(signInHeading(owner)).toBeVisible();
  await expect(statusWith(owner, 'You are signed out.')).toBeVisible();
  for (const path of ['/api/auth/me', '/api/sites/demo', '/api/auth/passkeys']) {
    const answer = await owner.request.get(`${server.origin}${path}`);
    expect(answer.status(), path).toBe(401);
  }
});

test('a wrong password is refused at the form; the right one opens the editor', async () => {
  await signInWithPassword(owner, server.adminEmail, 'not the password');
  await expect(signInForm(owner).getByRole('alert')).toHaveText(OwnerMessage.badCredentials);
  await expect(signInForm(owner).getByLabel('Password')).toBeFocused();
  await signInWithPassword(owner, server.adminEmail, PASSWORD);
  await expectEditorFor(owner, server.adminEmail);
});

test('a passkey added in Account signs in after signing out', async () => {
  await addVirtualAuthenticator(owner);
  const dialog = await openAccount(owner);
  await expect(dialog.getByText('No passkeys yet.')).toBeVisible();
  await dialog.getByLabel('Name (optional)').fill('This laptop');
  await dialog.getByRole('button', { name: 'Add passkey' }).click();
  await expect(statusWith(owner, 'Passkey added.')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'This laptop' })).toContainText(
    'never used',
  );
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(signInHeading(owner)).toBeVisible();

  await owner.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectEditorFor(owner, server.adminEmail);
  const after = await openAccount(owner);
  await expect(after.getByRole('listitem').filter({ hasText: 'This laptop' })).toContainText(
    'last used',
  );
  await after.getByRole('button', { name: 'Close' }).click();
});

test('a session ended elsewhere brings sign-in back; signing in keeps the edit', async () => {
  await expect(frameButtons(owner).first()).toBeVisible();
  // Another tab of this browser signs out everywhere.
  expect((await ownerCall(owner, 'DELETE', '/api/auth/sessions')).status()).toBe(200);

  await frameButtons(owner).first().click();
  await owner.getByLabel('Label', { exact: true }).fill('Edited while signed out');
  await expect(signInHeading(owner)).toBeVisible();
  await expect(
    statusWith(owner, 'Your session has ended. Sign in again to go on: your changes are kept.'),
  ).toBeVisible();

  // Keyboard only: the email field has the focus.
  await expect(signInForm(owner).getByLabel('Email')).toBeFocused();
  await owner.keyboard.type(server.adminEmail);
  await owner.keyboard.press('Tab');
  await owner.keyboard.type(PASSWORD);
  await owner.keyboard.press('Tab');
  await expect(owner.getByRole('checkbox', { name: 'Keep me signed in' })).toBeFocused();
  await owner.keyboard.press('Space');
  await owner.keyboard.press('Tab');
  await owner.keyboard.press('Enter');

  await expectEditorFor(owner, server.adminEmail);
  await expect(frameButtons(owner).first()).toHaveText('Edited while signed out');
  await expect(statusWith(owner, SAVED)).not.toHaveCount(0);
  const saved = await owner.request.get(`${server.origin}/api/sites/demo`);
  expect(await saved.text()).toContain('Edited while signed out');
  const session = (await owner.context().cookies()).find((c) => c.name === 'ownerSession');
  expect(session?.expires, 'Keep me signed in outlives the browser').toBeGreaterThan(0);
});

test('Remove asks first, then the passkey is gone', async () => {
  const dialog = await openAccount(owner);
  await dialog.getByRole('button', { name: 'Remove passkey This laptop' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Remove this passkey?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'This laptop' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove passkey This laptop' }).click();
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(statusWith(owner, 'Passkey “This laptop” removed.')).toBeVisible();
  await expect(dialog.getByText('No passkeys yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
});

/** The admin invites `email` as `role`; answers the link to open. */
async function invite(email: string, role: string): Promise<string> {
  const answer = await ownerCall(owner, 'POST', '/api/contributors/invitations', { email, role });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { link: string }).link;
}

test('an invited person sets a password and lands in the editor', async ({ browser }) => {
  const link = await invite('maker@example.com', 'editor');
  const page = await freshPage(browser);
  try {
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'You are invited to edit Juniper & Oak as editor' }),
    ).toBeVisible();
    expect(page.url()).toBe(`${server.origin}/config/`);
    const form = page.getByRole('form', { name: 'Set a password' });
    await form.getByLabel('New password').fill('a maker password');
    await form.getByRole('button', { name: 'Accept and set password' }).click();
    await expectEditorFor(page, 'maker@example.com');

    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(OwnerMessage.invitationInvalid);
    await page.getByRole('button', { name: 'Open the editor' }).click();
    await expectEditorFor(page, 'maker@example.com');
  } finally {
    await page.context().close();
  }
});

test('an invited person chooses a passkey, made at once', async ({ browser }) => {
  const link = await invite('keyholder@example.com', 'viewer');
  const page = await freshPage(browser);
  try {
    await addVirtualAuthenticator(page);
    await page.goto(link);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expectEditorFor(page, 'keyholder@example.com');
    const dialog = await openAccount(page);
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Passkey 1' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test('an existing account is asked to sign in before it accepts', async ({ browser }) => {
  // The maker leaves the site but keeps the account (and its password), then is invited back.
  const list = await owner.request.get(`${server.origin}/api/contributors`);
  const { contributors } = (await list.json()) as {
    contributors: Array<{ ownerId: string; email: string }>;
  };
  const maker = contributors.find((person) => person.email === 'maker@example.com');
  const removed = await ownerCall(owner, 'DELETE', `/api/contributors/${maker?.ownerId}`);
  expect(removed.ok()).toBe(true);
  const link = await invite('maker@example.com', 'store manager');
  const page = await freshPage(browser);
  try {
    await page.goto(link);
    const form = page.getByRole('form', { name: 'Set a password' });
    await form.getByLabel('New password').fill('another password');
    await form.getByRole('button', { name: 'Accept and set password' }).click();
    await expect(
      statusWith(
        page,
        'This invitation is for an existing account: sign in as maker@example.com to accept it.',
      ),
    ).toBeVisible();
    await expect(signInForm(page).getByLabel('Email')).toHaveValue('maker@example.com');
    await signInWithPassword(page, 'maker@example.com', 'a maker password');
    await expectEditorFor(page, 'maker@example.com');
    const dialog = await openAccount(page);
    await expect(dialog).toContainText('(store manager)');
  } finally {
    await page.context().close();
  }
});

test('a script signs in through the API as ../shared/editor-bench does', async ({ browser }) => {
  const page = await freshPage(browser);
  try {
    await page.goto(`${server.origin}/config/`);
    await expect(signInHeading(page)).toBeVisible();
    // The bench's own steps (drivers/project.mjs signIn): the crumb from document.cookie,
    // {email, password} posted with it, then a reload.
    const status = await page.evaluate(
      async ([email, password]) => {
        const crumb =
          document.cookie
            .split('; ')
            .find((c) => c.startsWith('crumb='))
            ?.slice(6) ?? '';
        const answer = await fetch('/api/auth/session', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
          body: JSON.stringify({ email, password }),
        });
        return answer.status;
      },
      ['maker@example.com', 'a maker password'],
    );
    expect(status).toBe(200);
    await page.reload();
    await expectEditorFor(page, 'maker@example.com');
  } finally {
    await page.context().close();
  }
});

for (const width of [1024, 428]) {
  test(`the sign-in screen at ${width} px`, async ({ browser }, testInfo) => {
    const page = await freshPage(browser, width);
    try {
      await page.goto(`${server.origin}/config/`);
      await expect(signInHeading(page)).toBeVisible();
      await fitsTheWidth(page);
      await page.screenshot({ path: testInfo.outputPath(`sign-in-${width}.png`), fullPage: true });
      await signInWithPassword(page, 'nobody@example.com', 'not a password');
      await expect(signInForm(page).getByRole('alert')).toHaveText(OwnerMessage.badCredentials);
      await fitsTheWidth(page);
      await page.screenshot({ path: testInfo.outputPath(`refused-${width}.png`), fullPage: true });

      // At a numeric address passkeys cannot work: the button says where they do.
      await page.goto(`${server.numericOrigin}/config/`);
      const passkey = page.getByRole('button', { name: 'Sign in with a passkey' });
      await expect(passkey).toBeDisabled();
      await expect(passkey).toHaveAccessibleDescription(
        `Passkeys need the editor's address by name: open ${server.origin}/config/ to use them.`,
      );
      await fitsTheWidth(page);
      await page.screenshot({ path: testInfo.outputPath(`numeric-${width}.png`), fullPage: true });
    } finally {
      await page.context().close();
    }
  });
}
