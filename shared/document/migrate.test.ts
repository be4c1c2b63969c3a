import { describe, expect, it } from 'vitest';
import { MigrationError, migrate } from './migrate';
import { SCHEMA_VERSION } from './schema';

describe('migrate', () => {
  it('leaves a current document as it is', () => {
    const doc = { schemaVersion: SCHEMA_VERSION, pages: [] };
    expect(migrate(doc)).toBe(doc);
  });

  it('brings a version 0 document forward: version, settings and section styles', () => {
    const v0 = {
      id: 'old',
      pages: [
        {
          id: 'p',
          sections: [
            { id: 's', blocks: [] },
            { id: 't', style: { padding: 'large', cornerRadius: 22 }, blocks: [] },
          ],
        },
        'junk',
      ],
    };
    expect(migrate(v0)).toEqual({
      id: 'old',
      schemaVersion: 1,
      settings: { currency: 'USD', timeZone: 'America/New_York', useCLDRMoneyFormat: false },
      pages: [
        {
          id: 'p',
          sections: [
            { id: 's', style: { padding: 'medium', cornerRadius: 0 }, blocks: [] },
            { id: 't', style: { padding: 'large', cornerRadius: 22 }, blocks: [] },
          ],
        },
        'junk',
      ],
    });
  });

  it('keeps existing settings and tolerates missing pages', () => {
    const settings = { currency: 'EUR', timeZone: 'Europe/Paris', useCLDRMoneyFormat: true };
    expect(migrate({ settings })).toEqual({ schemaVersion: 1, settings, pages: [] });
  });

  it.each([
    [null, 'A site document must be a JSON object.'],
    [[], 'A site document must be a JSON object.'],
    [{ schemaVersion: 'one' }, 'schemaVersion must be a whole number.'],
    [{ schemaVersion: -1 }, 'schemaVersion must be a whole number.'],
    [{ schemaVersion: 1.5 }, 'schemaVersion must be a whole number.'],
    [
      { schemaVersion: SCHEMA_VERSION + 1 },
      `This document has schema version ${SCHEMA_VERSION + 1}; this version of the editor reads up to ${SCHEMA_VERSION}.`,
    ],
  ])('refuses %j', (input, message) => {
    expect(() => migrate(input)).toThrow(new MigrationError(message));
  });
});
