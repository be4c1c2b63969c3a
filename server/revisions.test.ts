// The kept revisions over real HTTP against a real SQLite file, under a clock the test moves; and
// a stored document that no longer validates (written straight into the database) still opens.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type RevisionListResponse,
  type RevisionResponse,
  SiteApiMessage,
  type SiteResponse,
} from '../shared/api/sites';
import { withFirstBlocks } from '../shared/document/fixtures';
import type { Site } from '../shared/document/schema';
import { openTestDatabase, TEST_OWNER } from './test-helpers';
import { serverForTests } from './test-server';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let now = Date.parse('2026-02-01T09:30:00.000Z');
// Saves come fast here on purpose (the save limit is raised), and the clock moves days ahead.
const running = serverForTests('revisions', {
  clock: () => new Date(now),
  limits: { rules: { SITE_SAVE: { burst: 1000, perSecond: 10 } } },
});

async function current(): Promise<SiteResponse> {
  return (await running.client.request('/api/sites/demo')).json();
}

async function listed(): Promise<RevisionListResponse['revisions']> {
  const response = await running.client.request('/api/sites/demo/revisions');
  expect(response.status).toBe(200);
  return ((await response.json()) as RevisionListResponse).revisions;
}

/** Saves the current document under a new title; returns the new revision. */
async function saveTitled(title: string): Promise<number> {
  const { site, revision } = await current();
  const response = await running.client.saveSite('demo', revision, { ...site, title });
  expect(response.status).toBe(200);
  return ((await response.json()) as { revision: number }).revision;
}

/** The time buckets (hours or days) that `times` fall in, among those less than `within` old. */
function buckets(times: readonly number[], within: number, size: number): Set<number> {
  return new Set(times.filter((t) => now - t < within).map((t) => Math.floor(t / size)));
}

describe('the revision list', () => {
  it('lists kept revisions newest first, with when and by whom', async () => {
    const first = await saveTitled('Listed');
    const list = await listed();
    expect(list[0]).toEqual({
      revision: first,
      savedAt: new Date(now).toISOString(),
      by: TEST_OWNER.email,
      publishedAt: null,
      publishedBy: null,
    });
    // The demo starts published, by nobody known.
    expect(list.at(-1)).toEqual({
      revision: 1,
      savedAt: expect.any(String),
      by: null,
      publishedAt: expect.any(String),
      publishedBy: null,
    });
    const numbers = list.map((entry) => entry.revision);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it("answers one revision's document", async () => {
    const revision = await saveTitled('Look back at me');
    await saveTitled('Moved on');
    const response = await running.client.request(`/api/sites/demo/revisions/${revision}`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as RevisionResponse;
    expect(answer).toEqual({
      site: expect.objectContaining({ id: 'demo', title: 'Look back at me' }),
      revision,
      savedAt: new Date(now).toISOString(),
      by: TEST_OWNER.email,
      publishedAt: null,
      publishedBy: null,
    });
  });

  it.each([
    ['/api/sites/nope/revisions', SiteApiMessage.notFound],
    ['/api/sites/nope/revisions/1', SiteApiMessage.notFound],
    ['/api/sites/demo/revisions/99999', SiteApiMessage.revisionNotFound],
    ['/api/sites/demo/revisions/0', SiteApiMessage.revisionNotFound],
    ['/api/sites/demo/revisions/two', SiteApiMessage.unknownPath],
    ['/api/sites/demo/revisions/-1', SiteApiMessage.unknownPath],
  ])('%s is 404 %s', async (path, message) => {
    const response = await running.client.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: message });
  });
});

describe('saving many times keeps the history', () => {
  it('120 saves in a row leave the first revision and the newest 50', async () => {
    const revisions: number[] = [];
    for (let n = 0; n < 120; n++) revisions.push(await saveTitled(`Rapid ${n}`));
    const kept = (await listed()).map((entry) => entry.revision);
    expect(kept.at(-1)).toBe(1);
    expect(kept).toEqual(expect.arrayContaining(revisions.slice(-50)));
    expect(kept).not.toContain(revisions[0]);
    expect(kept).toHaveLength(51);
  });

  it('120 saves two hours apart keep every hour of the week and every day of the month', async () => {
    const saved = new Map<number, number>();
    // Ten days of saves outlast a browser session (7 days): this owner asked to be remembered.
    await running.client.signIn(TEST_OWNER.email, TEST_OWNER.password, true);
    for (let n = 0; n < 120; n++) {
      now += 2 * HOUR;
      saved.set(await saveTitled(`Hourly ${n}`), now);
    }
    const kept = await listed();
    const keptTimes = kept.map((entry) => Date.parse(entry.savedAt));
    const savedTimes = [...saved.values()];
    expect(kept.at(-1)?.revision).toBe(1);
    // Every save of the last day, one for each hour of the week, one for each day of the month.
    const lastDay = [...saved].filter(([, at]) => now - at < DAY).map(([revision]) => revision);
    expect(lastDay).toHaveLength(12);
    expect(kept.map((entry) => entry.revision)).toEqual(expect.arrayContaining(lastDay));
    expect(buckets(keptTimes, 7 * DAY, HOUR)).toEqual(buckets(savedTimes, 7 * DAY, HOUR));
    expect(buckets(keptTimes, 30 * DAY, DAY)).toEqual(buckets(savedTimes, 30 * DAY, DAY));
    // Ten days of saves: 84 in the last week, one a day for the three days before it (the newest
    // of each: the rapid saves' day ends with this test's 23:30 save), and the first.
    expect(kept).toHaveLength(84 + 3 + 1);
  });
});

describe('a stored block the editor cannot read', () => {
  const database = () => openTestDatabase(join(running.dir.path, 'data'));
  const storedDocument = async (): Promise<Record<string, unknown>> => {
    const db = await database();
    const row = await db
      .selectFrom('sites')
      .select('document')
      .where('id', '=', 'demo')
      .executeTakeFirstOrThrow();
    await db.destroy();
    return JSON.parse(row.document);
  };
  const writeDocument = async (document: unknown) => {
    const db = await database();
    await db
      .updateTable('sites')
      .set({ document: JSON.stringify(document) })
      .where('id', '=', 'demo')
      .execute();
    await db.destroy();
  };
  const broken = [
    { id: 'from-the-future', type: 15, settings: { kept: 'as is' } },
    { id: 'not-settings', type: 53, settings: 'oops' },
  ];

  it('opens with stand-ins, and a save keeps the stored blocks as they were', async () => {
    const { site } = await current();
    await writeDocument(withFirstBlocks(site, (blocks) => [...blocks, ...broken]));

    const opened = await running.client.request('/api/sites/demo');
    expect(opened.status).toBe(200);
    const answer = (await opened.json()) as SiteResponse;
    const standIns = answer.site.pages[0]!.sections[0]!.blocks.slice(-2);
    expect(standIns).toEqual([
      {
        id: 'from-the-future',
        type: 15,
        settings: {},
        unreadable: { reason: 'type: is not a block type code of the spec' },
      },
      {
        id: 'not-settings',
        type: 53,
        settings: {},
        unreadable: { reason: 'settings: must be an object of settings' },
      },
    ]);

    const edited: Site = { ...answer.site, title: 'Edited around them' };
    const saved = await running.client.saveSite('demo', answer.revision, edited);
    expect(saved.status).toBe(200);
    const stored = (await storedDocument()) as { title: string; pages: Site['pages'] };
    expect(stored.title).toBe('Edited around them');
    expect(stored.pages[0]!.sections[0]!.blocks.slice(-2)).toEqual(broken);
    expect((await current()).site.pages[0]!.sections[0]!.blocks.slice(-2)).toEqual(standIns);
  });

  it('refuses a stand-in for a block the server does not hold', async () => {
    const { site, revision } = await current();
    const forged = { id: 'forged', type: 53, settings: {}, unreadable: { reason: 'trust me' } };
    const response = await running.client.saveSite(
      'demo',
      revision,
      withFirstBlocks(site, (blocks) => [forged, ...blocks]),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: SiteApiMessage.invalidDocument,
      issues: [
        {
          path: 'pages[0].sections[0].blocks[0]',
          message: 'is marked unreadable but is not a block the server kept as it was stored',
        },
      ],
    });
  });

  it('answers 422 with the issues when the document is damaged outside its blocks', async () => {
    const document = await storedDocument();
    await writeDocument({ ...document, pages: [] });
    const response = await running.client.request('/api/sites/demo');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: SiteApiMessage.damaged,
      issues: [{ path: 'pages', message: 'a site needs at least one page' }],
    });
    await writeDocument(document);
    expect((await running.client.request('/api/sites/demo')).status).toBe(200);
  });
});

// Last in the file: a publish pins its version, which would change the counts above.
describe('published versions', () => {
  it('marks a published version with when and by whom, and keeps it past later saves', async () => {
    const revision = await saveTitled('Went live');
    const publish = await running.client.send('POST', '/api/sites/demo/publish', {});
    expect(publish.status).toBe(200);
    for (let n = 0; n < 60; n++) await saveTitled(`After the publish ${n}`);
    const entry = (await listed()).find((kept) => kept.revision === revision);
    expect(entry).toEqual({
      revision,
      savedAt: new Date(now).toISOString(),
      by: TEST_OWNER.email,
      publishedAt: new Date(now).toISOString(),
      publishedBy: TEST_OWNER.email,
    });
  });
});
