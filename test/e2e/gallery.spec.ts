// The gallery in the editor's frame: images uploaded through "Files", the four designs, the
// lightbox, and the file manager's refusals in the spec's words.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  fileTooLargeMessage,
  MAX_FILE_BYTES,
  unsupportedFileTypeMessage,
} from '../../shared/api/files';
import { clientOfContext, resetFirstPage } from '../fixtures/api';
import { addFromPalette, frameOf, openEditor } from '../fixtures/editor';

async function photo(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

function filesDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Files' });
}

test('a gallery gets three uploaded images, shows each design, and opens a lightbox', async ({
  page,
  context,
}) => {
  await resetFirstPage(clientOfContext(context), []);
  await openEditor(page, 0);
  await addFromPalette(page, 'Gallery');
  await expect(page.getByRole('group', { name: 'Gallery options' })).toBeVisible();
  const gallery = frameOf(page).locator('[data-block-type="8"]');
  await expect(gallery).toContainText('Add images');

  await page.getByRole('button', { name: 'Add images' }).click();
  const dialog = filesDialog(page);
  await expect(dialog).toBeVisible();
  await dialog
    .locator('input[type=file]')
    .setInputFiles([
      await photo('red-door.jpg', '#b03a2e'),
      await photo('green-hill.jpg', '#2e7d32'),
      await photo('blue-lake.jpg', '#1565c0'),
    ]);
  const add = dialog.getByRole('button', { name: 'Add images' });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  // As an owner would, wait for the uploads to end: each finished one moves the cards.
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Select red-door.jpg' }).check();
  // By keyboard too: Space on a focused checkbox.
  for (const name of ['green-hill.jpg', 'blue-lake.jpg']) {
    await dialog.getByRole('checkbox', { name: `Select ${name}` }).focus();
    await page.keyboard.press('Space');
  }
  await expect(dialog.getByRole('status').filter({ hasText: '3 images selected.' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add 3 images' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added 3 images.' })).toBeVisible();
  await expect(gallery.locator('img')).toHaveCount(3);
  const srcset = await gallery.locator('img').first().getAttribute('srcset');
  expect(srcset).toContain('?format=300w 300w');
  expect(srcset).toContain('?format=1000w 1000w');
  expect(srcset).not.toContain('1500w');

  const designs = page.getByRole('group', { name: 'Design' });
  const shapes: Record<string, string> = {
    Slideshow: '.sb-gallery--slideshow',
    Slider: '.sb-gallery--slider',
    Stacked: '.sb-gallery--stacked .sb-gallery-stacked',
    Grid: '.sb-gallery--grid .sb-gallery-grid',
  };
  for (const [label, selector] of Object.entries(shapes)) {
    await designs.getByText(label, { exact: true }).click();
    await expect(gallery.locator(selector)).toBeVisible();
  }
  await expect(page.getByLabel('Aspect ratio')).toBeVisible();
  await designs.getByText('Slider', { exact: true }).click();
  await expect(page.getByLabel('Aspect ratio')).toHaveCount(0);
  await designs.getByText('Grid', { exact: true }).click();

  await page.getByText('Lightbox', { exact: true }).click();
  const opener = gallery.getByRole('button', { name: /^Open image 2/ });
  await opener.click();
  const lightbox = frameOf(page).getByRole('dialog', { name: 'Image 2 of 3' });
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(frameOf(page).getByRole('dialog', { name: 'Image 3 of 3' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(frameOf(page).getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the file manager refuses a too-large file and a file that is not an image, in the spec words', async ({
  page,
  context,
}) => {
  await resetFirstPage(clientOfContext(context), []);
  await openEditor(page, 0);
  await addFromPalette(page, 'Gallery');
  await page.getByRole('button', { name: 'Add images' }).click();
  const dialog = filesDialog(page);
  await dialog
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(MAX_FILE_BYTES + 1, 1) },
    ]);
  await expect(dialog.getByRole('alert')).toContainText(fileTooLargeMessage('huge.jpg'));
  await dialog.locator('input[type=file]').setInputFiles([
    {
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('just some words, no picture'),
    },
  ]);
  await expect(dialog.getByRole('alert')).toContainText(unsupportedFileTypeMessage('notes.jpg'));
  await expect(dialog.getByRole('alert')).toContainText('Unable to Upload File');
  await expect(dialog.getByRole('checkbox', { name: /^Select notes\.jpg/ })).toHaveCount(0);
});
