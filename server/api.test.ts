// The site API over real HTTP against a real SQLite file.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CRUMB_HEADER, SiteApiMessage, type SiteResponse } from '../shared/api/sites';
import { BlockType } from '../shared/codes/block-types';
import type { Site } from '../shared/document/schema';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '../shared/json/nesting';
import { demoSite } from './seed/demo-site';
import { type RunningServer, startServer } from './server';
import { serverOptions, TestClient, tempDir } from './test-helpers';

const dir = tempDir('api');
/** A crumb of the right shape that this server never issued. */
const MADE_UP = 'abcdefghijklmnopqrstuvwxyz'.repeat(3).slice(0, 65);
let server: RunningServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer(serverOptions(dir.path));
});
afterAll(async () => {
  await server.close();
  dir.remove();
});
beforeEach(async () => {
  client = await new TestClient(server.url).startAsOwner();
});

async function current(): Promise<SiteResponse> {
  return (await client.request('/api/sites/demo')).json();
}

function withFirstBlockType(site: Site, type: number): Site {
  const [page, ...pages] = site.pages;
  const [section, ...sections] = page!.sections;
  const [block, ...blocks] = section!.blocks;
  return {
    ...site,
    pages: [
      {
        ...page!,
        sections: [{ ...section!, blocks: [{ ...block!, type }, ...blocks] }, ...sections],
      },
      ...pages,
    ],
  };
}

describe('reading', () => {
  it('answers health, the site list and the seeded demo site', async () => {
    expect(await (await client.request('/api/health')).json()).toEqual({ ok: true });
    const list = await (await client.request('/api/sites')).json();
    expect(list).toEqual([
      {
        id: 'demo',
        title: 'Juniper & Oak',
        hostName: null,
        role: 'admin',
        revision: expect.any(Number),
      },
    ]);
    const { site } = await current();
    expect(site.id).toBe('demo');
  });

  it.each(['/api/sites/nope', '/api/sites/a%20b'])('%s is 404 Site not found.', async (path) => {
    const response = await client.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: SiteApiMessage.notFound });
  });

  it('answers unknown API paths and methods with 404 JSON', async () => {
    for (const [path, method] of [
      ['/api/nothing', 'GET'],
      // DELETE removes a site (docs/sites.md); PATCH is no method of a site.
      ['/api/sites/demo', 'PATCH'],
    ] as const) {
      const response = await client.request(path, {
        method,
        headers: { [CRUMB_HEADER]: client.crumb ?? '' },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: SiteApiMessage.unknownPath });
    }
  });
});

describe('saving', () => {
  it('saves, and a fresh reader gets the new document and revision', async () => {
    const before = await current();
    const site = { ...before.site, title: 'Juniper & Oak Goods' };
    const response = await client.saveSite('demo', before.revision, site);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revision: before.revision + 1 });
    const other = await new TestClient(server.url).startAsOwner();
    expect(await (await other.request('/api/sites/demo')).json()).toEqual({
      site,
      revision: before.revision + 1,
      publishedRevision: before.publishedRevision,
    });
  });

  it('refuses a save based on a stale revision with 409 (two clients)', async () => {
    const other = await new TestClient(server.url).startAsOwner();
    const base = await current();
    const first = await client.saveSite('demo', base.revision, { ...base.site, title: 'Mine' });
    expect(first.status).toBe(200);
    const second = await other.saveSite('demo', base.revision, { ...base.site, title: 'Theirs' });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error: SiteApiMessage.conflict,
      currentRevision: base.revision + 1,
    });
    expect((await current()).site.title).toBe('Mine');
  });

  it('lets exactly one of several simultaneous saves on one revision win', async () => {
    const base = await current();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        client.saveSite('demo', base.revision, { ...base.site, title: `Racer ${n}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await current()).revision).toBe(base.revision + 1);
  });
});

describe('refused saves store nothing', () => {
  let before: SiteResponse;
  beforeEach(async () => {
    before = await current();
  });

  async function expectUnchanged() {
    expect(await current()).toEqual(before);
  }

  it('refuses an invalid document with the path of the problem', async () => {
    const response = await client.saveSite(
      'demo',
      before.revision,
      withFirstBlockType(before.site, 9999),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: SiteApiMessage.invalidDocument,
      issues: [
        {
          path: 'pages[0].sections[0].blocks[0].type',
          message: 'is not a block type code of the spec',
        },
      ],
    });
    await expectUnchanged();
  });

  it('refuses a block colour that would load a file, naming the setting', async () => {
    const [page] = before.site.pages;
    const [section] = page!.sections;
    const [first, ...rest] = section!.blocks;
    const shape = {
      ...first!,
      type: BlockType.shape,
      settings: { fill: 'u/**/rl(//evil.test/x)' },
    };
    const site = {
      ...before.site,
      pages: [
        {
          ...page!,
          sections: [{ ...section!, blocks: [shape, ...rest] }, ...page!.sections.slice(1)],
        },
        ...before.site.pages.slice(1),
      ],
    };
    const response = await client.saveSite('demo', before.revision, site);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: SiteApiMessage.invalidDocument,
      issues: [
        {
          path: 'pages[0].sections[0].blocks[0].settings.fill',
          message: 'cannot hold "url(" (styles may not load files or run script)',
        },
      ],
    });
    await expectUnchanged();
  });

  it('refuses a body nested deeper than the limit, before parsing it', async () => {
    const deep = `{"baseRevision":1,"site":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`;
    const response = await client.put('/api/sites/demo', deep);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: TOO_DEEP_MESSAGE, issues: [] });
    await expectUnchanged();
  });

  it('refuses a body that is not JSON', async () => {
    const response = await client.put('/api/sites/demo', '{"baseRevision": 1, "site": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: SiteApiMessage.badJson, issues: [] });
    await expectUnchanged();
  });

  it.each([
    [{ site: demoSite }, 'is missing'],
    [{ baseRevision: '3', site: demoSite }, 'must be a whole number'],
  ])('refuses %j naming baseRevision', async (body, message) => {
    const response = await client.put('/api/sites/demo', JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: SiteApiMessage.badBaseRevision,
      issues: [{ path: 'baseRevision', message }],
    });
    await expectUnchanged();
  });

  it('refuses a missing document', async () => {
    const response = await client.put(
      '/api/sites/demo',
      JSON.stringify({ baseRevision: before.revision }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: SiteApiMessage.invalidDocument });
  });

  it('refuses a document whose id is not the one in the address', async () => {
    const response = await client.saveSite('demo', before.revision, {
      ...before.site,
      id: 'other',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: SiteApiMessage.idMismatch,
      issues: [{ path: 'id', message: 'must be "demo"' }],
    });
    await expectUnchanged();
  });

  it('answers 404 for a save to a site that does not exist', async () => {
    const response = await client.saveSite('other', 1, { ...before.site, id: 'other' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: SiteApiMessage.notFound });
  });

  it('refuses a body over 2 MB with 413, with or without a length header', async () => {
    const huge = { ...before.site, title: 'x'.repeat(2_000_001) };
    const sized = await client.saveSite('demo', before.revision, huge);
    expect(sized.status).toBe(413);
    expect(await sized.json()).toEqual({ error: SiteApiMessage.tooLarge });
    const bytes = new TextEncoder().encode(
      JSON.stringify({ baseRevision: before.revision, site: huge }),
    );
    const streamed = await client.request('/api/sites/demo', {
      method: 'PUT',
      headers: { [CRUMB_HEADER]: client.crumb ?? '' },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 65536)
            controller.enqueue(bytes.slice(at, at + 65536));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    await expectUnchanged();
  });

  it.each([
    ['no crumb cookie', {}, SiteApiMessage.cookiesDisabled],
    ['a malformed crumb cookie', { Cookie: 'crumb=%%%;' }, SiteApiMessage.cookiesDisabled],
    ['no crumb header', { Cookie: `crumb=${MADE_UP}` }, SiteApiMessage.crumbExpired],
    [
      'a crumb header that differs from the cookie',
      { Cookie: `crumb=${MADE_UP}`, [CRUMB_HEADER]: `${MADE_UP.slice(1)}y` },
      SiteApiMessage.crumbExpired,
    ],
    [
      'a crumb the client made up, in cookie and header alike',
      { Cookie: `crumb=${MADE_UP}`, [CRUMB_HEADER]: MADE_UP },
      SiteApiMessage.crumbExpired,
    ],
  ])('refuses a save with %s (403)', async (_, headers, error) => {
    const response = await fetch(new URL('/api/sites/demo', server.url), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ baseRevision: before.revision, site: before.site }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error, message: error, crumbFail: true });
    await expectUnchanged();
  });
});
