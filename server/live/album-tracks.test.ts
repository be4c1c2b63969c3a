// An album's tracks end to end on the server: an audio file uploaded to the library (its bytes
// checked as an image's are; a file whose bytes are not what its name says is refused with the
// spec's sentence), a track made of it, and the album item's page and the Album block playing
// that file's own URL, served with its audio type.
import { describe, expect, it } from 'vitest';
import { itemsPath } from '../../shared/api/collections';
import { type FileRecord, unsupportedFileTypeMessage } from '../../shared/api/files';
import { call } from '../collection-test-helpers';
import { mp3, wav } from '../files/test-audio';
import { png } from '../files/test-images';
import { NO_LIMITS } from '../owner-test-helpers';
import { serverForTests } from '../test-server';
import { blockOnHome, collectionPage } from './collection-test-site';

const test = serverForTests('album-tracks', { limits: NO_LIMITS });

async function files(): Promise<FileRecord[]> {
  return (await (await test.client.request('/api/files')).json()).files;
}

describe('audio in the file library', () => {
  it('takes an audio file by its bytes and serves it with its type', async () => {
    const bytes = wav(1.5);
    const answer = await test.client.upload('Dawn chorus.wav', bytes, 'audio/wav');
    expect(answer.status).toBe(201);
    const record = (await answer.json()) as FileRecord;
    expect(record).toMatchObject({
      name: 'Dawn chorus.wav',
      type: 'audio/wav',
      size: bytes.byteLength,
      originalSize: '',
      variants: [],
    });
    expect(record.url).toMatch(/^\/files\/[0-9a-f]{32}\/dawn-chorus\.wav$/);
    const served = await fetch(new URL(record.url, test.server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('audio/wav');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const song = await test.client.upload('song.mp3', mp3(), '');
    expect(song.status).toBe(201);
    expect(((await song.json()) as FileRecord).type).toBe('audio/mpeg');
  });

  it('sends the part of the file a player asks for, as players seek', async () => {
    const bytes = wav(1);
    const record = (await (
      await test.client.upload('Part.wav', bytes, 'audio/wav')
    ).json()) as FileRecord;
    const part = (range: string) =>
      fetch(new URL(record.url, test.server.url), { headers: { Range: range } });

    const whole = await fetch(new URL(record.url, test.server.url));
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    await whole.body?.cancel();

    const middle = await part('bytes=100-199');
    expect(middle.status).toBe(206);
    expect(middle.headers.get('Content-Range')).toBe(`bytes 100-199/${bytes.byteLength}`);
    expect(middle.headers.get('Content-Length')).toBe('100');
    expect(new Uint8Array(await middle.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const end = await part('bytes=-10');
    expect(end.status).toBe(206);
    expect(new Uint8Array(await end.arrayBuffer())).toEqual(bytes.slice(-10));

    const past = await part(`bytes=${bytes.byteLength}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe(`bytes */${bytes.byteLength}`);
    await past.body?.cancel();
  });

  it.each([
    [
      'text named .mp3',
      'notes.mp3',
      'audio/mpeg',
      new TextEncoder().encode('Dear diary, today...'),
    ],
    ['WAV bytes named .mp3', 'tune.mp3', 'audio/mpeg', wav(0.1)],
    ['MP3 bytes declared as WAV', 'tune.wav', 'audio/wav', mp3()],
  ])(
    'refuses %s with the unsupported-type sentence, keeping nothing',
    async (_, name, type, bytes) => {
      const before = (await files()).length;
      const answer = await test.client.upload(name, bytes, type);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: unsupportedFileTypeMessage(name) });
      expect(await files()).toHaveLength(before);
    },
  );

  it('refuses image bytes named as audio', async () => {
    const answer = await test.client.upload('cover.mp3', await png(8, 8), 'audio/mpeg');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: unsupportedFileTypeMessage('cover.mp3') });
  });
});

describe('an album on the live site', () => {
  it('plays the chosen file on the item page and in the Album block', async () => {
    const record = (await (
      await test.client.upload('opening.wav', wav(2), 'audio/wav')
    ).json()) as FileRecord;
    const id = await collectionPage(test.client, 'album', 'records');
    const made = await call(test.client, 'POST', itemsPath(id), {
      title: 'Live at the mill',
      status: 'Published',
      tracks: [
        { title: 'Opening <b>night</b>', fileId: record.id, durationSeconds: 205 },
        { title: 'Gone file', fileId: 'f'.repeat(32), durationSeconds: null },
      ],
    });
    expect(made.status).toBe(201);
    await blockOnHome(test.client, {
      id: 'album',
      type: 60,
      settings: { collection: '/records', title: 'Listen' },
    });

    const page = await (await fetch(new URL('/records/live-at-the-mill', test.server.url))).text();
    expect(page).toContain(`<audio controls="" preload="none" src="${record.url}"`);
    expect(page).toContain('Opening &lt;b&gt;night&lt;/b&gt;');
    expect(page).toContain('3:25');
    // A track whose file is gone shows its title without a player.
    expect(page).toContain('Gone file');
    expect(page.match(/<audio /g)).toHaveLength(1);
    const home = await (await fetch(new URL('/', test.server.url))).text();
    expect(home).toContain(`src="${record.url}"`);
    const served = await fetch(new URL(record.url, test.server.url));
    expect(served.headers.get('Content-Type')).toBe('audio/wav');
  });
});
