// Site styles: a palette change restyles every section that uses it (without re-rendering its
// blocks), fonts reach the frame, Save and Discard, and the colour picker by keyboard alone.
import { expect, type Page, test } from '@playwright/test';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import { hslToHex } from '../../shared/design/color';
import type { Site } from '../../shared/document/schema';
import {
  type ApiClient,
  clientOfContext,
  clientOfRequest,
  firstPage,
  freshId,
  getSite,
  putSite,
  saveSite,
} from '../fixtures/api';
import { frameOf, openEditor } from '../fixtures/editor';

const SHOTS = '.test-results/design';

// The site's design as the specs before found it, put back after (the specs after this one
// publish the draft and check its contrast).
let design: Site['design'] | undefined;
test.beforeAll(async ({ request }) => {
  design = (await getSite(clientOfRequest(request))).site.design;
});
test.afterAll(async ({ request }) => {
  if (design) await saveSite(clientOfRequest(request), (site) => ({ ...site, design: design! }));
});

/** Home gets three sections: default theme, the "dark" theme, default theme again. */
async function themedHome(client: ApiClient): Promise<{ site: Site; ids: string[] }> {
  const { site, revision } = await getSite(client);
  const ids = [freshId('e2e-design-a'), freshId('e2e-design-b'), freshId('e2e-design-c')];
  const style = { padding: 'medium', cornerRadius: 0, divider: 'none' } as const;
  const sections = ids.map((id, index) => ({
    id,
    style: { ...style, theme: index === 1 ? 'dark' : null },
    blocks: [
      {
        id: `${id}-h`,
        type: 2,
        settings: { content: richTextFromPlain(`Section ${index + 1}`, { style: 'h1' }) },
      },
      { id: `${id}-b`, type: 53, settings: { label: 'Shop now' } },
    ],
  }));
  const home = firstPage(site);
  const next = {
    ...site,
    pages: site.pages.map((page) => (page.id === home.id ? { ...page, sections } : page)),
  };
  const response = await putSite(client, { baseRevision: revision, site: next });
  expect(response.status()).toBe(200);
  return { site: next, ids };
}

/** The palette place (1-5) the default theme's background refers to. */
function defaultBackgroundPlace(site: Site): number {
  const theme = site.design.colorThemes.find((t) => t.id === site.design.defaultThemeId)!;
  if (theme.background.type !== 'palette') throw new Error('expected a palette background');
  return theme.background.index + 1;
}

const sectionBackground = (page: Page, id: string) =>
  frameOf(page)
    .locator(`[data-section-id="${id}"]`)
    .evaluate((el) => getComputedStyle(el).backgroundColor);

async function openStyles(page: Page) {
  await page.getByRole('button', { name: 'Site styles' }).click();
  return page.getByRole('dialog', { name: 'Site styles' });
}

async function setPaletteColour(page: Page, place: number, hex: string) {
  const panel = page.getByRole('dialog', { name: 'Site styles' });
  await panel.getByRole('button', { name: new RegExp(`^Palette colour ${place}: `) }).click();
  const popover = page.getByRole('dialog', { name: `Palette colour ${place} colour` });
  const field = popover.getByRole('textbox', { name: 'Hex' });
  await field.fill(hex);
  await field.press('Enter');
  await field.press('Escape');
}

test('a palette change restyles every section that uses it, at 1024 and 428 px', async ({
  page,
  context,
}) => {
  const { site, ids } = await themedHome(clientOfContext(context));
  await openEditor(page, 6);
  const place = defaultBackgroundPlace(site);
  const before = await sectionBackground(page, ids[0]!);
  const darkBefore = await sectionBackground(page, ids[1]!);
  // Marks a block's element: a block re-rendered into a new element would lose the mark.
  await frameOf(page)
    .locator(`[data-block-id="${ids[0]}-b"]`)
    .evaluate((el) => Object.assign(el, { designMark: true }));
  await page.screenshot({ path: `${SHOTS}/before-1024.png` });

  await openStyles(page);
  await setPaletteColour(page, place, '#ff0000');
  await expect.poll(() => sectionBackground(page, ids[0]!)).toBe('rgb(255, 0, 0)');
  expect(await sectionBackground(page, ids[2]!)).toBe('rgb(255, 0, 0)');
  expect(await sectionBackground(page, ids[1]!)).toBe(darkBefore);
  expect(before).not.toBe('rgb(255, 0, 0)');
  const mark = await frameOf(page)
    .locator(`[data-block-id="${ids[0]}-b"]`)
    .evaluate((el) => (el as unknown as { designMark?: boolean }).designMark === true);
  expect(mark).toBe(true);
  await page.screenshot({ path: `${SHOTS}/after-1024.png` });

  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  await expect.poll(() => sectionBackground(page, ids[2]!)).toBe('rgb(255, 0, 0)');
  await page.screenshot({ path: `${SHOTS}/after-428.png` });

  // Undo covers design edits.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(() => sectionBackground(page, ids[0]!)).toBe(before);
});

test('fonts picked for headings and buttons reach the frame', async ({ page, context }) => {
  const { ids } = await themedHome(clientOfContext(context));
  await openEditor(page, 6);
  const panel = await openStyles(page);
  await panel.getByRole('tab', { name: 'Fonts' }).click();
  await panel.getByRole('radiogroup', { name: 'Headings font' }).getByLabel('Didone').check();
  await panel.getByRole('radiogroup', { name: 'Buttons font' }).getByLabel('Slab serif').check();
  await expect(panel.getByRole('region', { name: 'Style guide' })).toContainText('Heading 1');
  const font = (selector: string) =>
    frameOf(page)
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
  await expect.poll(() => font(`[data-block-id="${ids[0]}-h"] h1`)).toContain('Didot');
  await expect.poll(() => font(`[data-block-id="${ids[0]}-b"] .sb-button`)).toContain('Rockwell');
  await page.screenshot({ path: `${SHOTS}/fonts-1024.png` });
});

test('a bundled font picked for headings loads in the frame, and no unused font is declared', async ({
  page,
  context,
}) => {
  const { ids } = await themedHome(clientOfContext(context));
  await openEditor(page, 6);
  const panel = await openStyles(page);
  await panel.getByRole('tab', { name: 'Fonts' }).click();
  const headings = panel.getByRole('radiogroup', { name: 'Headings font' });
  await headings.getByLabel('Playfair Display').check();
  await expect(panel.getByText(/^Unable to load preview for/)).toHaveCount(0);
  const heading = frameOf(page).locator(`[data-block-id="${ids[0]}-h"] h1`).first();
  await expect
    .poll(() => heading.evaluate((el) => getComputedStyle(el).fontFamily))
    .toMatch(/^"Playfair Display"/);
  const faces = () =>
    frameOf(page)
      .locator('html')
      .evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].map(
          (face) => `${face.family.replaceAll('"', '')}:${face.weight}:${face.status}`,
        );
      });
  await expect
    .poll(faces)
    .toContainEqual(expect.stringMatching(/^Playfair Display:(400|700):loaded$/));
  expect((await faces()).filter((face) => /Lora|Inter|Source Sans/.test(face))).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/bundled-font-1024.png` });
});

test('Save and Discard show while the design differs from the saved one', async ({
  page,
  context,
}) => {
  const client = clientOfContext(context);
  const { site, ids } = await themedHome(client);
  await openEditor(page, 6);
  const place = defaultBackgroundPlace(site);
  const original = await sectionBackground(page, ids[0]!);
  const panel = await openStyles(page);
  await expect(panel.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await setPaletteColour(page, place, '#00ff00');
  await panel.getByRole('tab', { name: 'Buttons' }).click();
  await panel.getByLabel('Pill').check();
  await expect(panel.getByRole('status')).toHaveText('Unsaved changes: colour palette, buttons.');
  await panel.getByRole('button', { name: 'Discard' }).click();
  await expect.poll(() => sectionBackground(page, ids[0]!)).toBe(original);
  await expect(panel.getByRole('button', { name: 'Discard' })).toHaveCount(0);
  await expect(panel.getByLabel('Rounded')).toBeChecked();

  await panel.getByRole('tab', { name: 'Colours' }).click();
  await setPaletteColour(page, place, '#0000ff');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toHaveText('Site styles saved.');
  await expect(panel.getByRole('button', { name: 'Save' })).toHaveCount(0);
  const saved = (await getSite(client)).site;
  expect(hslToHex(saved.design.colorPalette[place - 1]!)).toBe('#0000ff');
});

test('the colour picker works by keyboard and refuses a bad hex', async ({ page, context }) => {
  const { site, ids } = await themedHome(clientOfContext(context));
  await openEditor(page, 6);
  const place = defaultBackgroundPlace(site);
  const before = await sectionBackground(page, ids[0]!);
  await page.getByRole('button', { name: 'Site styles' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Site styles' });
  const button = panel.getByRole('button', { name: new RegExp(`^Palette colour ${place}: `) });
  await button.focus();
  await page.keyboard.press('Enter');
  const hex = page
    .getByRole('dialog', { name: `Palette colour ${place} colour` })
    .getByRole('textbox', { name: 'Hex' });
  await expect(hex).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('#12345');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Hex colours' })).toHaveText(
    'Hex colours have 3 or 6 hex digits.',
  );
  await expect(hex).toHaveAttribute('aria-invalid', 'true');
  expect(await sectionBackground(page, ids[0]!)).toBe(before);
  // A good value typed into another field is stored.
  const lightness = page.getByRole('textbox', { name: 'Lightness' });
  await lightness.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0.2');
  await page.keyboard.press('Enter');
  await expect.poll(() => sectionBackground(page, ids[0]!)).not.toBe(before);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: `Palette colour ${place} colour` })).toHaveCount(0);
  await expect(button).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Site styles' })).toBeFocused();
});
