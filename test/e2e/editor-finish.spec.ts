// The editor's finish (issue 20): the Site styles panel beside the frame, a page switch that
// starts at the top, reopening where the owner left, and Undo offered on the spot after a delete.
import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_SECTION_STYLE } from '../../shared/document/schema';
import {
  buttonBlock,
  clientOfContext,
  freshId,
  getSite,
  resetFirstPage,
  saveSite,
} from '../fixtures/api';
import { FRAME_SELECTOR, frameBlock, openEditor, previewFrame } from '../fixtures/editor';

/** A first page taller than the frame: spacers between buttons, the last button far below. */
function tallPage() {
  const blocks = [];
  for (let index = 0; index < 6; index += 1) {
    blocks.push({ id: freshId('e2e-spacer'), type: 21, settings: { height: 400 } });
    blocks.push(buttonBlock(`Button ${index + 1}`));
  }
  return blocks;
}

async function frameScrollY(page: Page): Promise<number> {
  return (await previewFrame(page)).evaluate(() => window.scrollY);
}

function pageButton(page: Page, title: string) {
  return page
    .getByRole('region', { name: 'Pages' })
    .getByRole('button', { name: title, exact: true });
}

test('the Site styles panel sits beside the frame, not over it', async ({ page, context }) => {
  await resetFirstPage(clientOfContext(context), []);
  for (const width of [1600, 1100]) {
    await page.setViewportSize({ width, height: 900 });
    await openEditor(page, 0);
    await page.getByRole('button', { name: 'Site styles' }).click();
    const panel = page.getByRole('dialog', { name: 'Site styles' });
    await expect(panel).toBeVisible();
    const frame = page.locator(FRAME_SELECTOR);
    // The frame shrinks (its scaled box) once the column narrows.
    await expect(async () => {
      const panelBox = (await panel.boundingBox())!;
      const frameBox = (await frame.boundingBox())!;
      expect(frameBox.x + frameBox.width).toBeLessThanOrEqual(panelBox.x);
    }).toPass();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
});

test('another page starts at its top, and the editor reopens where the owner left, scroll and all', async ({
  page,
  context,
}) => {
  const blocks = tallPage();
  const client = clientOfContext(context);
  await resetFirstPage(client, blocks);
  const about = (await getSite(client)).site.pages.find((each) => each.id === 'about')!;
  // About is as tall, so only scrolling it to the top (not a short page) puts it at 0.
  await saveSite(client, (site) => ({
    ...site,
    pages: site.pages.map((each) =>
      each.id === 'about'
        ? {
            ...each,
            sections: [
              {
                id: freshId('e2e-section'),
                style: { ...DEFAULT_SECTION_STYLE },
                blocks: tallPage(),
              },
            ],
          }
        : each,
    ),
  }));
  await openEditor(page, blocks.length);
  const last = blocks[blocks.length - 1]!;
  await frameBlock(page, last.id).click();
  await expect.poll(() => frameScrollY(page)).toBeGreaterThan(500);

  await pageButton(page, 'About').click();
  await expect(pageButton(page, 'About')).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => frameScrollY(page)).toBe(0);

  await pageButton(page, 'Home').click();
  await frameBlock(page, last.id).click();
  await expect(page.getByRole('region', { name: 'Settings' })).toContainText('Button');
  await page.reload();
  await expect(pageButton(page, 'Home')).toHaveAttribute('aria-current', 'page');
  await expect(frameBlock(page, last.id)).toHaveAttribute('data-selected', '');
  await expect.poll(() => frameScrollY(page)).toBeGreaterThan(500);

  await pageButton(page, 'About').click();
  await expect(pageButton(page, 'About')).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(pageButton(page, 'About')).toHaveAttribute('aria-current', 'page');

  // The exact scroll comes back too, with no block selected to scroll to.
  await (await previewFrame(page)).evaluate(() => window.scrollTo(0, 777));
  await page.reload();
  await expect(pageButton(page, 'About')).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => frameScrollY(page)).toBe(777);
  // About as it was: the specs that publish after this one show its own words.
  await saveSite(client, (site) => ({
    ...site,
    pages: site.pages.map((each) => (each.id === 'about' ? about : each)),
  }));
});

test('deleting a block offers Undo on the spot, in the success colours, by keyboard', async ({
  page,
  context,
}) => {
  const kept = buttonBlock('Stays');
  const gone = buttonBlock('Goes away');
  await resetFirstPage(clientOfContext(context), [kept, gone]);
  await openEditor(page, 2);
  await frameBlock(page, gone.id).click();
  await page
    .getByRole('region', { name: 'Settings' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(frameBlock(page, gone.id)).toHaveCount(0);
  const said = page.getByRole('status').filter({ hasText: 'Deleted Button: Goes away.' });
  await expect(said).toBeVisible();
  await expect(said).toHaveCSS('color', 'rgb(31, 122, 77)');
  const undo = page.getByRole('button', { name: 'Undo', exact: true }).last();
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(frameBlock(page, gone.id)).toHaveCount(1);
  await expect(said).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Button: Goes away', exact: true })).toBeFocused();
});

test('a refusal is an alert in the error colours', async ({ page, context }) => {
  await resetFirstPage(clientOfContext(context), []);
  await openEditor(page, 0);
  // An empty title is refused.
  await page.getByRole('button', { name: 'Add page', exact: true }).click();
  const alert = page.getByRole('region', { name: 'Pages' }).getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(page.getByLabel('New page title')).toHaveAttribute('aria-invalid', 'true');
  await expect(alert).toHaveCSS('color', 'rgb(196, 50, 43)');
});
