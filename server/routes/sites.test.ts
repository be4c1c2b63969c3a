import { describe, expect, it } from 'vitest';
import { SiteApiMessage } from '../../shared/api/sites';
import { checkSaveBody } from './sites';

describe('checkSaveBody', () => {
  it.each([
    [{ baseRevision: 0, site: 's' }, 0],
    [{ baseRevision: 7, site: 's' }, 7],
  ])('accepts %j', (body, baseRevision) => {
    expect(checkSaveBody(body)).toEqual({ ok: true, baseRevision, site: 's' });
  });

  it.each([
    [null, 'is missing'],
    [[1], 'is missing'],
    ['text', 'is missing'],
    [{ site: {} }, 'is missing'],
    [{ baseRevision: '1' }, 'must be a whole number'],
    [{ baseRevision: 1.5 }, 'must be a whole number'],
    [{ baseRevision: -1 }, 'must be a whole number'],
    [{ baseRevision: 2 ** 53 }, 'must be a whole number'],
    [{ baseRevision: null }, 'must be a whole number'],
  ])('refuses %j naming baseRevision', (body, message) => {
    expect(checkSaveBody(body)).toEqual({
      ok: false,
      answer: {
        error: SiteApiMessage.badBaseRevision,
        issues: [{ path: 'baseRevision', message }],
      },
    });
  });
});
