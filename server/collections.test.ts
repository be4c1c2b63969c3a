// The collections API over HTTP: collections and items made, listed with filters and pages,
// changed and removed; who may do what; the item limit; bad input answered with a 4xx.
import { describe, expect, it } from 'vitest';
import { collectionPath, itemPath, itemsPath } from '../shared/api/collections';
import { CRUMB_HEADER } from '../shared/api/sites';
import { CollectionMessage } from '../shared/content/collections';
import { MAX_ITEMS_PER_ORDERABLE_COLLECTION } from '../shared/limits';
import { type Answer, call, newCollection } from './collection-test-helpers';
import { contributor, NO_LIMITS } from './owner-test-helpers';
import { startServer } from './server';
import { serverOptions, TestClient, tempDir } from './test-helpers';
import { serverForTests } from './test-server';

const START = Date.UTC(2026, 10, 26, 12);
let now = START;
const test = serverForTests('collections', { clock: () => new Date(now), limits: NO_LIMITS });

const ids = (answer: Answer) => answer.body.items.map((item: { title: string }) => item.title);

describe('collections', () => {
  it('adds, reads, renames and removes a collection, refusing a taken address', async () => {
    const id = await newCollection(test.client);
    const read = await call(test.client, 'GET', collectionPath(id));
    expect(read.body).toMatchObject({ type: 'blog', settings: { commentsEnabled: false } });
    const clash = await call(test.client, 'POST', '/api/collections', {
      type: 'blog',
      title: 'Again',
      slug: read.body.slug,
    });
    expect(clash).toEqual({
      status: 409,
      body: { error: 'Another collection of the site has this address.', issues: [] },
    });
    const renamed = await call(test.client, 'PUT', collectionPath(id), {
      type: 'blog',
      title: 'Journal',
      slug: 'journal',
      settings: { commentsEnabled: true },
    });
    expect(renamed.body).toMatchObject({ title: 'Journal', settings: { commentsEnabled: true } });
    const retyped = await call(test.client, 'PUT', collectionPath(id), {
      type: 'events',
      title: 'x',
      slug: 'journal',
    });
    expect(retyped.body.error).toBe("A collection's type cannot change.");
    const listed = await call(test.client, 'GET', '/api/collections');
    expect(listed.body.collections.map((entry: { id: string }) => entry.id)).toContain(id);
    expect((await call(test.client, 'DELETE', collectionPath(id))).status).toBe(204);
    expect((await call(test.client, 'GET', collectionPath(id))).status).toBe(404);
  });

  it('writes items, lists them by filter and page, changes and removes them', async () => {
    const id = await newCollection(test.client);
    const post = (body: object) => call(test.client, 'POST', itemsPath(id), body);
    const first = await post({
      title: 'Hello, World!',
      status: 'Published',
      tags: ['News'],
      publishOn: START - 86_400_000,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      slug: 'hello-world',
      author: 'owner@test.example',
      status: 'Published',
    });
    await post({
      title: 'Second',
      status: 'Published',
      publishOn: START - 1000,
      categories: ['Food'],
      author: 'bo',
    });
    await post({ title: 'Draft', tags: ['news'] });
    const list = (query: string) => call(test.client, 'GET', `${itemsPath(id)}?${query}`);
    expect(ids(await list('status=Published'))).toEqual(['Second', 'Hello, World!']);
    expect(ids(await list('tag=news'))).toEqual(['Draft', 'Hello, World!']);
    expect(ids(await list('category=Food'))).toEqual(['Second']);
    expect(ids(await list('author=bo'))).toEqual(['Second']);
    expect(ids(await list('month=2026-11&status=Published'))).toEqual(['Second', 'Hello, World!']);
    const page1 = await list('limit=2');
    expect(ids(page1)).toEqual(['Draft', 'Second']);
    const page2 = await list(`limit=2&cursor=${page1.body.nextCursor}`);
    expect(ids(page2)).toEqual(['Hello, World!']);
    expect(page2.body.nextCursor).toBeNull();

    const changed = await call(test.client, 'PUT', itemPath(id, first.body.id), {
      title: 'Hello again',
      status: 'Private',
    });
    expect(changed.body).toMatchObject({
      title: 'Hello again',
      slug: 'hello-world',
      status: 'Private',
      tags: [],
    });
    expect(ids(await list('tag=news'))).toEqual(['Draft']);
    expect((await call(test.client, 'DELETE', itemPath(id, first.body.id))).status).toBe(204);
    expect((await call(test.client, 'GET', itemPath(id, first.body.id))).status).toBe(404);
    const taken = await post({ title: 'Second' });
    expect(taken).toEqual({
      status: 409,
      body: { error: 'Another item of this collection has this address.', issues: [] },
    });
  });

  it('keeps event dates to events and tracks to albums', async () => {
    const events = await newCollection(test.client, 'events');
    const noDates = await call(test.client, 'POST', itemsPath(events), { title: 'Gig' });
    expect(noDates.body.error).toBe(CollectionMessage.eventNeedsDates);
    const event = {
      startDate: START,
      endDate: START + 3_600_000,
      location: { addressLine1: '1 Main St', mapLat: 51.5, mapLng: -0.1 },
    };
    const gig = await call(test.client, 'POST', itemsPath(events), { title: 'Gig', event });
    expect(gig.body.event.location).toEqual({
      ...event.location,
      addressLine2: '',
      addressCountry: '',
    });
    const album = await newCollection(test.client, 'album');
    const tracks = Array.from({ length: 61 }, (_, n) => ({ title: `Track ${n}`, fileId: 'f' }));
    const tooMany = await call(test.client, 'POST', itemsPath(album), { title: 'LP', tracks });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toContain(CollectionMessage.trackLimit);
  });

  it('answers bad input with a 4xx and a clear message', async () => {
    const id = await newCollection(test.client);
    const bad = async (method: string, path: string, body?: unknown) =>
      (await call(test.client, method, path, body)).status;
    expect(await bad('POST', itemsPath(id), { title: '' })).toBe(400);
    expect(await bad('POST', itemsPath(id), { title: 'x', status: 'Live' })).toBe(400);
    expect(await bad('POST', itemsPath(id), { title: 'x', surprise: 1 })).toBe(400);
    expect(await bad('POST', itemsPath(id), [1, 2])).toBe(400);
    expect(await bad('POST', itemsPath('nope'), { title: 'x' })).toBe(404);
    expect(await bad('GET', `${itemsPath(id)}?month=2026-13`)).toBe(400);
    expect(await bad('GET', `${itemsPath(id)}?limit=0`)).toBe(400);
    expect(await bad('GET', `${itemsPath(id)}?cursor=zzz`)).toBe(400);
    const raw = await test.client.request(itemsPath(id), {
      method: 'POST',
      body: '{"title":',
      headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: test.client.crumb ?? '' },
    });
    expect(raw.status).toBeLessThan(500);
    const scheduled = await call(test.client, 'POST', itemsPath(id), {
      title: 'x',
      status: 'Scheduled',
    });
    expect(scheduled.body.error).toContain(CollectionMessage.scheduleNeedsTime);
  });

  it('holds 250 items and refuses the next', async () => {
    const id = await newCollection(test.client);
    for (let n = 0; n < MAX_ITEMS_PER_ORDERABLE_COLLECTION; n += 1) {
      expect((await call(test.client, 'POST', itemsPath(id), { title: `Post ${n}` })).status).toBe(
        201,
      );
    }
    const over = await call(test.client, 'POST', itemsPath(id), { title: 'One more' });
    expect(over).toEqual({
      status: 409,
      body: { error: 'A collection holds at most 250 items.', issues: [] },
    });
  });
});

describe('who may', () => {
  it('refuses visitors', async () => {
    const id = await newCollection(test.client);
    const visitor = await new TestClient(test.server.url).start();
    expect((await call(visitor, 'GET', '/api/collections')).status).toBe(401);
    expect((await call(visitor, 'GET', itemsPath(id))).status).toBe(401);
    expect((await call(visitor, 'POST', itemsPath(id), { title: 'x' })).status).toBe(401);
  });

  it('lets a viewer read but not write, and a draft editor draft but not publish', async () => {
    const id = await newCollection(test.client);
    const live = await call(test.client, 'POST', itemsPath(id), {
      title: 'Live',
      status: 'Published',
    });
    const viewer = await contributor(test.client, 'viewer@example.com', 'viewer');
    expect((await call(viewer, 'GET', itemsPath(id))).status).toBe(200);
    const refused = await call(viewer, 'POST', itemsPath(id), { title: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('The viewer role cannot write collection items.');
    expect(
      (
        await call(viewer, 'POST', '/api/collections', {
          type: 'blog',
          title: 'x',
          slug: 'viewer-blog',
        })
      ).status,
    ).toBe(403);

    const drafter = await contributor(test.client, 'drafter@example.com', 'draft editor');
    expect(
      (await call(drafter, 'POST', itemsPath(id), { title: 'Mine', status: 'Needs Review' }))
        .status,
    ).toBe(201);
    const publish = await call(drafter, 'POST', itemsPath(id), {
      title: 'Now',
      status: 'Published',
    });
    expect(publish.status).toBe(403);
    expect(publish.body.error).toBe(
      'The draft editor role cannot publish collection items or change collections.',
    );
    expect(
      (await call(drafter, 'PUT', itemPath(id, live.body.id), { title: 'Live', status: 'Draft' }))
        .status,
    ).toBe(403);
    expect((await call(drafter, 'DELETE', itemPath(id, live.body.id))).status).toBe(403);
    expect((await call(drafter, 'DELETE', collectionPath(id))).status).toBe(403);
  });
});

describe('scheduling', () => {
  const published = (client: TestClient, id: string) =>
    call(client, 'GET', `${itemsPath(id)}?status=Published`);

  it('publishes a scheduled item at its time and not a millisecond before', async () => {
    const id = await newCollection(test.client);
    const at = now + 3_600_000;
    const made = await call(test.client, 'POST', itemsPath(id), {
      title: 'Soon',
      status: 'Scheduled',
      publishOn: at,
    });
    expect(made.body.status).toBe('Scheduled');
    now = at - 1;
    expect(ids(await published(test.client, id))).toEqual([]);
    expect(ids(await call(test.client, 'GET', `${itemsPath(id)}?status=Scheduled`))).toEqual([
      'Soon',
    ]);
    now = at;
    expect(ids(await published(test.client, id))).toEqual(['Soon']);
    expect((await call(test.client, 'GET', itemPath(id, made.body.id))).body.status).toBe(
      'Published',
    );
    expect(ids(await call(test.client, 'GET', `${itemsPath(id)}?status=Scheduled`))).toEqual([]);
  });

  it('keeps the schedule across a restart', async () => {
    const dir = tempDir('collections-restart');
    let clock = START;
    const options = serverOptions(dir.path, { clock: () => new Date(clock), limits: NO_LIMITS });
    try {
      const first = await startServer(options);
      const owner = await new TestClient(first.url).startAsOwner();
      const id = await newCollection(owner);
      await call(owner, 'POST', itemsPath(id), {
        title: 'Later',
        status: 'Scheduled',
        publishOn: START + 60_000,
      });
      await first.close();

      clock = START + 59_999;
      const second = await startServer(options);
      const again = await new TestClient(second.url).startAsOwner();
      expect(ids(await published(again, id))).toEqual([]);
      clock = START + 60_000;
      expect(ids(await published(again, id))).toEqual(['Later']);
      await second.close();
    } finally {
      dir.remove();
    }
  });
});
