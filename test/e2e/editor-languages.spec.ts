// Translating in the editor (issue 23, docs/languages.md "Translating in the editor"): the owner
// adds French in the Languages dialog, switches the editor to French, types a French heading and
// the button's French words in the settings panel and sees them in the frame, then switches back
// and sees English. Then a text inside a list: the owner translates an accordion panel's title in
// the settings panel's list, publishes, and the live site shows it at /fr/ and English at /.
// The spec puts the site back as it found it: English alone, no translations, and the second test
// the draft it found, published.
import { expect, test } from '@playwright/test';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/language-codes';
import {
  buttonBlock,
  clientOfContext,
  freshId,
  getSite,
  publishSite,
  resetFirstPage,
  saveSite,
} from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { frameBlock, openEditor, publishInEditor, SAVED, statusWith } from '../fixtures/editor';
import {
  addFrenchInDialog,
  backToEnglish,
  editInFrench,
  setLanguages,
} from '../fixtures/languages';

test('add French, translate a heading and a button in the settings panel, see them in the frame, and back to English', async ({
  page,
  context,
}) => {
  const client = clientOfContext(context);
  const heading = {
    id: freshId('e2e-heading'),
    type: 2,
    settings: { content: richTextFromPlain('Our story', { style: 'h1' }) },
  };
  const block = buttonBlock('Learn more');
  await backToEnglish(client);
  await resetFirstPage(client, [heading, block]);
  try {
    await page.setViewportSize({ width: 1024, height: 900 });
    await openEditor(page, 2);
    await expect(page.getByRole('button', { name: /^Editing:/ })).toHaveCount(0);

    const dialog = await addFrenchInDialog(page);
    await page.screenshot({ path: test.info().outputPath('languages-dialog-1024.png') });
    await expectAccessible(page, 'the Languages dialog at 1024 px', { include: '.dialog' });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await editInFrench(page);
    const settings = page.getByRole('region', { name: 'Settings' });
    await frameBlock(page, heading.id).click();
    const text = settings.getByRole('textbox', { name: 'Text', exact: true });
    await expect(text).toHaveText('Our story');
    await text.click();
    await text.press('Control+A');
    await text.pressSequentially('Notre histoire');
    await expect(frameBlock(page, heading.id).getByRole('heading', { level: 1 })).toHaveText(
      'Notre histoire',
    );
    await frameBlock(page, block.id).click();
    await expect(settings.getByText('Not translated: shows the English words')).toBeVisible();
    await settings.getByLabel('Label', { exact: true }).fill('En savoir plus');
    await expect(frameBlock(page, block.id)).toHaveText('En savoir plus');
    await expect(settings.getByText('Not translated: shows the English words')).toHaveCount(0);
    await expect(statusWith(page, SAVED)).not.toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('editing-french-1024.png') });
    await expectAccessible(page, 'the editor in French at 1024 px', {
      include: '.editor',
      exclude: 'iframe',
    });

    await page.getByRole('button', { name: 'Editing: French (France)' }).click();
    await page.getByRole('menuitem', { name: 'English (United States) (default)' }).click();
    await expect(frameBlock(page, block.id)).toHaveText('Learn more');
    await expect(settings.getByLabel('Label', { exact: true })).toHaveValue('Learn more');
    await expect(frameBlock(page, heading.id).getByRole('heading', { level: 1 })).toHaveText(
      'Our story',
    );
  } finally {
    await backToEnglish(client);
  }
});

test('translate an accordion panel’s title in the list, publish, and read it at /fr/', async ({
  page,
  context,
  browser,
  request,
}) => {
  const client = clientOfContext(context);
  const { site: original } = await getSite(client);
  const accordion = {
    id: freshId('e2e-accordion'),
    type: 69,
    settings: {
      items: [
        { id: 'e2e-panel-shipping', title: 'How long does shipping take?', body: 'Two days.' },
        { id: 'e2e-panel-returns', title: 'Can I return an item?', body: 'Within 30 days.' },
      ],
    },
  };
  const french = 'Combien de temps dure la livraison ?';
  await setLanguages(request, [DEFAULT_LANGUAGE, 'fr-FR']);
  await saveSite(client, (site) => ({ ...site, translations: undefined }));
  await resetFirstPage(client, [accordion]);
  try {
    await page.setViewportSize({ width: 1024, height: 900 });
    await openEditor(page, 1);
    await editInFrench(page);
    await frameBlock(page, accordion.id).click();
    const settings = page.getByRole('region', { name: 'Settings' });
    const panels = settings.getByRole('group', { name: /^Panels/ });
    await expect(
      panels.getByText('Panels are added, removed and ordered in English (United States)', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(panels.getByRole('button')).toHaveCount(0);
    const first = panels.getByRole('group', { name: 'Panel 1: How long does shipping take?' });
    await expect(first.getByText('Not translated: shows the English words')).toHaveCount(2);
    const title = first.getByRole('textbox', { name: 'Title' });
    await title.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(french);
    await expect(
      frameBlock(page, accordion.id).getByRole('button', { name: french }),
    ).toBeVisible();
    await expect(panels.getByRole('group', { name: `Panel 1: ${french}` })).toBeVisible();
    await expect(
      panels.getByRole('group', { name: `Panel 1: ${french}` }).getByText(/^Not translated/),
    ).toHaveCount(1);
    await expect(statusWith(page, SAVED)).not.toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('list-in-french-1024.png') });
    await expectAccessible(page, 'a list in French at 1024 px', {
      include: '.editor',
      exclude: 'iframe',
    });

    await publishInEditor(page);
    const visitor = await browser.newContext({ viewport: { width: 1024, height: 900 } });
    const reader = await visitor.newPage();
    await reader.goto('/');
    await expect(
      reader.getByRole('button', { name: 'How long does shipping take?' }),
    ).toBeVisible();
    await reader.goto('/fr/');
    await expect(reader.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(reader.getByRole('button', { name: french })).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Can I return an item?' })).toBeVisible();
    await visitor.close();
  } finally {
    await setLanguages(request, [DEFAULT_LANGUAGE]);
    await saveSite(client, () => ({ ...original, translations: undefined }));
    await publishSite(client);
  }
});
