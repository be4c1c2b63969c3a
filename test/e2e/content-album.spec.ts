// An album's tracks end to end at 1024 and 428 px (issue 21): the owner starts an album in the
// Content dialog, writes an entry, uploads two WAV files as its tracks (each length read by the
// browser from the file), moves the second up, renames it, saves and publishes; a visitor finds
// the tracks on the entry's page in that order with their lengths, and the browser reads the
// first track's file at its URL as audio. axe on the form with its tracks. The album and its page
// are removed afterwards. Screenshots of the tracks in the form and of the entry's page are kept
// with the test's results.
import { expect as baseExpect, test } from '@playwright/test';
import { wav } from '../../server/files/test-audio';
import type { Collection } from '../../shared/content/collections';
import { clientOfRequest, publishSite } from '../fixtures/api';
import { expectAccessible } from '../fixtures/axe';
import { removeCollectionAndPage, startBlog, visitorAt } from '../fixtures/content';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const wavFile = (name: string, seconds: number) => ({
  name,
  mimeType: 'audio/wav',
  buffer: Buffer.from(wav(seconds)),
});

for (const width of [1024, 428]) {
  test(`at ${width} px an album entry gets two uploaded tracks that visitors can play`, async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const serial = `${width}-${Date.now().toString(36)}`;
    const title = `Live sets ${serial}`;
    const dialog = await startBlog(page, title, 'Album');
    const collections = (await (await request.get('/api/collections')).json()) as {
      collections: Collection[];
    };
    const album = collections.collections.find((c) => c.title === title)!;
    try {
      await dialog.getByRole('button', { name: 'New album entry' }).click();
      const form = dialog.getByRole('form', { name: 'New album entry' });
      await form.getByLabel('Title').fill('Mill session');
      await form.getByLabel('Status').selectOption('Published');
      const tracks = form.getByRole('group', { name: 'Tracks' });
      await tracks.getByLabel('Upload a track').setInputFiles(wavFile('slow_tide.wav', 3));
      await expect(tracks.getByLabel('Title of track 1')).toHaveValue('slow tide');
      await expect(tracks.getByLabel('Length of track 1')).toHaveValue('0:03');
      await tracks.getByLabel('Upload a track').setInputFiles(wavFile('opening.wav', 1.2));
      await expect(tracks.getByLabel('Length of track 2')).toHaveValue('0:01');
      await expect(dialog.getByRole('status')).toHaveText('Added track 2: opening.');

      await tracks.getByRole('button', { name: 'Move track 2 up' }).focus();
      await page.keyboard.press('Enter');
      await expect(tracks.getByLabel('Title of track 1')).toHaveValue('opening');
      await expect(tracks.getByRole('button', { name: 'Move track 1 down' })).toBeFocused();
      await expect(dialog.getByRole('status')).toHaveText('opening is now track 1 of 2.');
      await tracks.getByLabel('Title of track 1').fill('Opening (live)');
      await expectAccessible(page, `an album entry's tracks at ${width} px`, {
        include: '.content-dialog',
      });
      await tracks.screenshot({ path: test.info().outputPath(`tracks-${width}.png`) });
      await form.getByRole('button', { name: 'Save album entry' }).click();
      await expect(dialog.getByRole('rowheader', { name: 'Mill session' })).toBeVisible();
      await publishSite(clientOfRequest(request));

      const visitor = await visitorAt(browser, width);
      await visitor.goto(`/${album.slug}/mill-session`);
      const list = visitor.getByRole('list', { name: 'Tracks' });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list.getByRole('listitem').first()).toContainText('Opening (live)0:01');
      await expect(list.getByRole('listitem').nth(1)).toContainText('slow tide0:03');
      const player = list.getByRole('listitem').first().locator('audio');
      await expect(player).toHaveAttribute('src', /^\/files\/[0-9a-f]{32}\/opening\.wav$/);
      const seconds = await player.evaluate(
        (audio: HTMLAudioElement) =>
          new Promise<number>((resolve, reject) => {
            audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
            audio.addEventListener('error', () => reject(new Error('not playable')), {
              once: true,
            });
            audio.preload = 'metadata';
            audio.load();
          }),
      );
      expect(seconds).toBeCloseTo(1.2, 1);
      await visitor.screenshot({
        path: test.info().outputPath(`album-${width}.png`),
        fullPage: true,
      });
      await visitor.context().close();
    } finally {
      await removeCollectionAndPage(request, album.id);
      await publishSite(clientOfRequest(request));
    }
  });
}
