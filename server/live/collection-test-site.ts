// Shared by the collection pages' tests: a collection added as a page of the demo site and
// published.
import { expect } from 'vitest';
import { PageType } from '../../shared/codes/page-types';
import type { Site } from '../../shared/document/schema';
import { call } from '../collection-test-helpers';
import type { TestClient } from '../test-helpers';

/** Adds a section holding `block` at the end of the home page, and publishes. */
export async function blockOnHome(
  client: TestClient,
  block: { id: string; type: number; settings: Record<string, unknown> },
): Promise<void> {
  const draft = (await (await client.request('/api/sites/demo')).json()) as {
    site: Site;
    revision: number;
  };
  const [home, ...rest] = draft.site.pages;
  const section = {
    id: `section-${block.id}`,
    style: { padding: 'medium', cornerRadius: 0, divider: 'none', theme: null },
    blocks: [block],
  };
  const pages = [{ ...home!, sections: [...home!.sections, section] }, ...rest];
  expect((await client.saveSite('demo', draft.revision, { ...draft.site, pages })).status).toBe(
    200,
  );
  expect((await client.send('POST', '/api/sites/demo/publish')).status).toBe(200);
}

/** Adds a collection of `type` at /<slug> as a page of the demo site; its id. */
export async function collectionPage(
  client: TestClient,
  type: 'blog' | 'events' | 'album',
  slug: string,
  settings: { pageSize?: number } = {},
  access?: { kind: 'members' },
): Promise<string> {
  const made = await call(client, 'POST', '/api/collections', {
    type,
    title: `The ${slug}`,
    slug,
    settings,
  });
  expect(made.status).toBe(201);
  const draft = (await (await client.request('/api/sites/demo')).json()) as {
    site: Site;
    revision: number;
  };
  const page = {
    id: `page-${slug}`,
    title: `The ${slug}`,
    slug,
    pageType: PageType.mainContent,
    sections: [],
    collection: { id: made.body.id, view: 'grid' },
    ...(access ? { access } : {}),
  };
  const site = { ...draft.site, pages: [...draft.site.pages, page] };
  expect((await client.saveSite('demo', draft.revision, site)).status).toBe(200);
  expect((await client.send('POST', '/api/sites/demo/publish')).status).toBe(200);
  return made.body.id;
}
