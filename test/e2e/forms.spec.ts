// Forms end to end: an owner builds a form with every field type in the form block's panel, a
// visitor fills it in the frame (errors first, then correctly, with the captcha solved), and the
// submission shows in "Submissions" and in the CSV; the newsletter block signs up through the
// same path. At 1024 and 428 px, with screenshots in .shots/.
import { expect, type Page, test } from '@playwright/test';
import { FIELD_TYPE_LABELS } from '../../editor/ui/forms/form-edits';
import { FORM_FIELD_TYPES } from '../../shared/forms/field-types';
import { clientOfContext, resetFirstPage } from '../fixtures/api';
import {
  addFromPalette,
  expectStatus,
  frameOf,
  frameScriptsWithLexical,
  openEditor,
  paletteItem,
} from '../fixtures/editor';
import { captchaAnswer, submissionsCsv, submissionsOf } from '../fixtures/forms';

const panel = (page: Page) => page.locator('.form-editor');

async function addField(page: Page, type: (typeof FORM_FIELD_TYPES)[number]) {
  await panel(page).getByLabel('Field type').selectOption(FIELD_TYPE_LABELS[type]);
  await panel(page).getByRole('button', { name: 'Add field' }).click();
}

test('a form with every field type: built in the editor, filled in the frame, stored', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const client = clientOfContext(context);
  await resetFirstPage(client);
  await openEditor(page, 0);
  await paletteItem(page, 'Form').first().click();
  const frame = frameOf(page);
  await expect(frame.getByText("Choose or create a form in the block's settings.")).toBeVisible();

  const formName = `E2E form ${Date.now()}`;
  await panel(page).getByLabel('New form name').fill(formName);
  await panel(page).getByRole('button', { name: 'Create form' }).click();
  await expect(page.getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['Build', 'Storage', 'Advanced', 'Captcha', 'Disclaimer']) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }

  for (const type of FORM_FIELD_TYPES) {
    await addField(page, type);
    if (type === 'email') await panel(page).getByLabel('Required', { exact: true }).check();
  }
  await expect(panel(page).locator('.list-item')).toHaveCount(FORM_FIELD_TYPES.length);
  // Every change shows in the frame at once: the fields are there before any save.
  const form = frame.getByRole('form', { name: formName });
  await expect(form).toBeVisible();
  for (const label of ['First Name', 'Address Line 1', 'Month', 'Area Code', 'AM/PM']) {
    await expect(form.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(form.getByRole('group', { name: 'Question 1' }).getByRole('radio')).toHaveCount(5);

  // Undo removes the last field from the frame, redo brings it back.
  await page.keyboard.press('Control+z');
  await expect(panel(page).locator('.list-item')).toHaveCount(FORM_FIELD_TYPES.length - 1);
  await page.keyboard.press('Control+Shift+z');
  await expect(panel(page).locator('.list-item')).toHaveCount(FORM_FIELD_TYPES.length);

  // Keyboard reordering: Space, ArrowDown, Space moves the first field down one, announced.
  const toggles = panel(page).locator('.list-item-toggle');
  await expect(toggles.first()).toHaveText('Text (Text)');
  const count = FORM_FIELD_TYPES.length;
  await panel(page).getByRole('button', { name: 'Move Text', exact: true }).focus();
  await page.keyboard.press('Space');
  await expectStatus(page, `Text is over position 1 of ${count}.`);
  // dnd-kit listens for move keys from a timer set at the pick-up (see reorder.spec.ts).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowDown');
  await expectStatus(page, `Text is over position 2 of ${count}.`);
  await page.keyboard.press('Space');
  await expectStatus(page, `Text moved to position 2 of ${count}.`);
  await expect(toggles.nth(1)).toHaveText('Text (Text)');
  await expect(toggles.first()).toHaveText('Text area (Text area)');

  // The submission message is formatted in the text block's editor: typed, then made bold.
  await page.getByRole('tab', { name: 'Advanced' }).click();
  const message = page.getByRole('textbox', { name: 'Submission message' });
  await message.click();
  await message.press('Control+a');
  await page.keyboard.type('Thanks for writing.');
  await message.press('Control+a');
  const bold = page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', {
    name: 'Bold',
    exact: true,
  });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Captcha' }).click();
  await page.getByLabel('Use a CAPTCHA').check();
  await expect(page.getByText('Form saved.')).toBeVisible({ timeout: 10_000 });

  // The visitor: errors first.
  await page.getByRole('button', { name: 'Desktop', exact: true }).click();
  const submit = form.getByRole('button', { name: 'Submit' });
  // A real click, the first one on the button: its focus must not show the captcha (which would
  // push the button down between mousedown and mouseup and lose the click).
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(
    'One or more fields is invalid, please check your entries.',
  );
  const email = form.getByLabel('Email *');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await email.fill('not an email');
  await submit.click();
  await expect(form.getByText('Email is not valid.', { exact: false })).toBeVisible();

  // Then correctly, with the captcha solved.
  await email.fill('visitor@example.com');
  await form.getByLabel('First Name').fill('<b>Ada</b>');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Text', { exact: true }).fill('=HYPERLINK("x")');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Complete CAPTCHA before submitting.');
  const question = await form.locator('.sb-captcha label').textContent();
  await form.locator('.sb-captcha input').fill(captchaAnswer(question ?? ''));
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByText('Verified. You can submit the form.')).toBeVisible();
  await page.screenshot({ path: '.shots/forms-1024.png' });
  // At 428 px the form fits the phone's width; it is sent from there.
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  await expect
    .poll(() => form.evaluate((node) => node.getBoundingClientRect().right <= window.innerWidth))
    .toBe(true);
  await expect.poll(() => form.evaluate(() => window.innerWidth)).toBe(428);
  await page.screenshot({ path: '.shots/forms-428.png' });
  await submit.click();
  await expect(frame.locator('.sb-form-message strong')).toHaveText('Thanks for writing.');

  // Stored, listed escaped in "Submissions", and in the CSV.
  await page.getByRole('tab', { name: 'Storage' }).click();
  const table = page.locator('.form-submissions table');
  await expect(table.getByText('visitor@example.com')).toBeVisible();
  await expect(table.getByText('<b>Ada</b>, Lovelace')).toBeVisible();
  await expect(table.getByText('=HYPERLINK("x")')).toBeVisible();
  const rows = await page.evaluate(() => fetch('/api/forms').then((r) => r.json()));
  const stored = (rows.forms as { id: string; name: string }[]).find((f) => f.name === formName);
  expect(stored).toBeTruthy();
  const csv = await submissionsCsv(client, stored?.id ?? '');
  expect(csv).toContain('visitor@example.com');
  expect(csv).toContain("'=HYPERLINK");

  expect(await frameScriptsWithLexical(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the newsletter block signs up through the form path', async ({ page, context }) => {
  const client = clientOfContext(context);
  await resetFirstPage(client);
  await openEditor(page, 0);
  await addFromPalette(page, 'Newsletter');
  const frame = frameOf(page);
  const form = frame.getByRole('form', { name: 'Subscribe' });
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(form.getByText('Required')).toBeVisible();
  const address = `reader-${Date.now()}@example.com`;
  await form.getByLabel('Email Address').fill(address);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(frame.getByText('Thank you for signing up.')).toBeVisible();
  const stored = await submissionsOf(
    client,
    'newsletter',
    `?search=${encodeURIComponent(address)}`,
  );
  expect(stored.total).toBe(1);
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  await page.screenshot({ path: '.shots/newsletter-428.png' });
});
