// The owner's "Census disabled" setting on a running server: the published live page carries
// data-census-disabled="true" (the live script then sends nothing; site/analytics/start.ts), and
// loses it when the census is turned on again.
import { expect, it } from 'vitest';
import type { SiteResponse } from '../shared/api/sites';
import { DEFAULT_ANALYTICS_SETTINGS } from '../shared/document/analytics-settings';
import { DEMO_SITE_ID } from './seed/demo-site';
import { TestClient } from './test-helpers';
import { serverForTests } from './test-server';

const running = serverForTests('analytics-census-off');

async function publishWithCensus(censusDisabled: boolean): Promise<void> {
  const owner = running.client;
  const { site, revision } = (await (
    await owner.request(`/api/sites/${DEMO_SITE_ID}`)
  ).json()) as SiteResponse;
  const next = structuredClone(site);
  next.settings.analytics = { ...DEFAULT_ANALYTICS_SETTINGS, censusDisabled };
  expect((await owner.saveSite(DEMO_SITE_ID, revision, next)).status).toBe(200);
  expect((await owner.send('POST', `/api/sites/${DEMO_SITE_ID}/publish`)).status).toBe(200);
}

const livePage = async () =>
  (await (await new TestClient(running.server.url).start()).request('/')).text();

it('renders the census-disabled marker on the live page only while the owner has it on', async () => {
  await publishWithCensus(true);
  expect(await livePage()).toMatch(/<body [^>]*data-census-disabled="true"/);
  await publishWithCensus(false);
  expect(await livePage()).not.toContain('data-census-disabled');
});
