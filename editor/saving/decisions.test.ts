import { describe, expect, it } from 'vitest';
import { sampleSite } from '../store/test-site';
import type { SaveSiteResult } from './client';
import { afterSave, planBoot, RETRY_DELAY_MS } from './decisions';

const site = sampleSite();
const found = (baseRevision: number) => ({
  kind: 'found' as const,
  draft: { siteId: 'demo', baseRevision, site, savedAt: 0 },
});

describe('planBoot', () => {
  it.each([
    ['no draft', 5, { kind: 'none' } as const, { kind: 'server' }],
    [
      'an unreadable draft',
      5,
      { kind: 'invalid' } as const,
      {
        kind: 'discard-draft',
        notice: 'Unsaved changes from your last visit could not be restored and were discarded.',
      },
    ],
    ['a draft on the current revision', 5, found(5), { kind: 'resume-draft', site }],
    [
      'a draft on an older revision',
      6,
      found(5),
      { kind: 'draft-conflict', site, baseRevision: 5 },
    ],
    [
      'a draft on a revision the server does not have',
      4,
      found(5),
      { kind: 'draft-conflict', site, baseRevision: 5 },
    ],
  ])('%s (server at %i)', (_name, serverRevision, draft, plan) => {
    expect(planBoot(serverRevision, draft)).toEqual(plan);
  });
});

describe('afterSave', () => {
  const network: SaveSiteResult = {
    kind: 'network-error',
    message: 'Unable to connect. Please try again.',
  };
  it.each([
    [
      'saved, nothing new',
      { kind: 'ok', revision: 9 },
      false,
      { status: 'saved', notice: null, revision: 9, pause: false, draft: 'clear' },
    ],
    [
      'saved, with new edits',
      { kind: 'ok', revision: 9 },
      true,
      { status: 'unsaved', notice: null, revision: 9, pause: false, draft: 'rewrite' },
    ],
    [
      'a conflict',
      { kind: 'conflict', currentRevision: 10, message: 'Changed elsewhere.' },
      false,
      { status: 'conflict', notice: 'Changed elsewhere.', pause: true, draft: 'keep' },
    ],
    [
      'an invalid document',
      { kind: 'invalid', message: 'The site document is invalid.', issues: [] },
      false,
      { status: 'error', notice: 'The site document is invalid.', pause: false, draft: 'keep' },
    ],
    [
      'a server failure',
      { kind: 'failed', status: 503, message: 'Something went wrong' },
      true,
      {
        status: 'error',
        notice: 'Something went wrong',
        pause: false,
        retryAfterMs: RETRY_DELAY_MS,
        draft: 'keep',
      },
    ],
    [
      'a network error',
      network,
      false,
      {
        status: 'error',
        notice: 'Unable to connect. Please try again.',
        pause: false,
        retryAfterMs: 5000,
        draft: 'keep',
      },
    ],
  ] as const)('%s', (_name, result, editsArrived, expected) => {
    expect(afterSave(result, editsArrived)).toEqual(expected);
  });
});
