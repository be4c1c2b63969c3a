// The site API refuses bad writes: an invalid document (400, naming the path) and a stale
// revision (409); nothing is stored in either case.
import { expect, test } from '@playwright/test';
import { clientOfRequest, getSite, putSite, SITE_PATH } from '../fixtures/api';

test('an invalid document is refused with 400 and the path of the problem', async ({ request }) => {
  const client = clientOfRequest(request);
  const { site, revision } = await getSite(client);
  const broken = {
    ...site,
    pages: site.pages.map((page, index) => (index === 0 ? { ...page, title: '' } : page)),
  };
  const response = await putSite(client, { baseRevision: revision, site: broken });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { issues: Array<{ path: string; message: string }> };
  expect(body.issues.map((issue) => issue.path)).toContain('pages[0].title');
  expect((await getSite(client)).revision).toBe(revision);
});

test('an unknown block type code is refused with its path', async ({ request }) => {
  const client = clientOfRequest(request);
  const { site, revision } = await getSite(client);
  const section = {
    id: 'api-bad-section',
    style: { padding: 'small', cornerRadius: 0, divider: 'none', theme: null },
  };
  const broken = {
    ...site,
    pages: site.pages.map((page, index) =>
      index === 0
        ? {
            ...page,
            sections: [{ ...section, blocks: [{ id: 'api-bad', type: 15, settings: {} }] }],
          }
        : page,
    ),
  };
  const response = await putSite(client, { baseRevision: revision, site: broken });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { issues: Array<{ path: string }> };
  expect(body.issues.map((issue) => issue.path)).toContain('pages[0].sections[0].blocks[0].type');
});

test('a save based on an old revision gets 409 and the current revision', async ({ request }) => {
  const client = clientOfRequest(request);
  const { site, revision } = await getSite(client);
  const saved = await putSite(client, { baseRevision: revision, site });
  expect(saved.status()).toBe(200);
  const { revision: next } = (await saved.json()) as { revision: number };
  expect(next).toBeGreaterThan(revision);

  const stale = await putSite(client, { baseRevision: revision, site });
  expect(stale.status()).toBe(409);
  expect(((await stale.json()) as { currentRevision: number }).currentRevision).toBe(next);
});

test('a write without the crumb header is refused with 403 and crumbFail', async ({ request }) => {
  const client = clientOfRequest(request);
  const { site, revision } = await getSite(client);
  const response = await request.put(SITE_PATH, { data: { baseRevision: revision, site } });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { crumbFail: boolean }).crumbFail).toBe(true);
  expect((await getSite(client)).revision).toBe(revision);
});
