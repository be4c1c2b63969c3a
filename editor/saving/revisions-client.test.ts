import { describe, expect, it } from 'vitest';
import { SiteApiMessage } from '../../shared/api/sites';
import { sampleSite } from '../store/test-site';
import { fakeFetch, json } from '../test-fetch';
import { createRevisionsClient } from './revisions-client';

const kept = [
  {
    revision: 3,
    savedAt: '2026-03-01T10:00:00.000Z',
    by: 'ada@example.com',
    publishedAt: '2026-03-01T10:05:00.000Z',
    publishedBy: 'grace@example.com',
  },
  {
    revision: 1,
    savedAt: '2026-02-01T10:00:00.000Z',
    by: null,
    publishedAt: null,
    publishedBy: null,
  },
];

describe('list', () => {
  it('answers the kept revisions from GET /api/sites/:id/revisions', async () => {
    const { calls, fetch } = fakeFetch(json(200, { revisions: kept }));
    const client = createRevisionsClient({ fetch, baseUrl: 'http://x' });
    expect(await client.list('my site')).toEqual({ kind: 'ok', revisions: kept });
    expect(calls[0]!.url).toBe('http://x/api/sites/my%20site/revisions');
  });

  it.each([
    ['a 404', json(404, { error: SiteApiMessage.notFound }), 'failed', SiteApiMessage.notFound],
    [
      'a network failure',
      new TypeError('offline'),
      'network-error',
      'Unable to connect. Please try again.',
    ],
    [
      'a list of something else',
      json(200, { revisions: [{ revision: '3' }] }),
      'network-error',
      'Unable to connect. Please try again.',
    ],
  ])('reports %s', async (_name, answer, kind, message) => {
    const { fetch } = fakeFetch(answer);
    expect(await createRevisionsClient({ fetch }).list('demo')).toMatchObject({ kind, message });
  });
});

describe('get', () => {
  it("answers a revision's parsed document", async () => {
    const site = sampleSite();
    const { calls, fetch } = fakeFetch(json(200, { ...kept[0], site }));
    expect(await createRevisionsClient({ fetch }).get('demo', 3)).toEqual({
      kind: 'ok',
      revision: { ...kept[0], site },
    });
    expect(calls[0]!.url).toBe('/api/sites/demo/revisions/3');
  });

  it.each([
    [
      'a revision no longer kept',
      json(404, { error: SiteApiMessage.revisionNotFound }),
      { kind: 'failed', status: 404, message: SiteApiMessage.revisionNotFound },
    ],
    [
      'a document that does not parse',
      json(200, { ...kept[1], site: { ...sampleSite(), pages: [] } }),
      { kind: 'invalid', message: 'pages: a site needs at least one page' },
    ],
    [
      'an answer without its time',
      json(200, { revision: 3, site: sampleSite() }),
      { kind: 'network-error' },
    ],
  ])('reports %s', async (_name, answer, expected) => {
    const { fetch } = fakeFetch(answer);
    expect(await createRevisionsClient({ fetch }).get('demo', 3)).toMatchObject(expected);
  });
});
