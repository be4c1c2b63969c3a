import { describe, expect, it } from 'vitest';
import { defaultDesign } from '../design/site-design';
import { MigrationError, migrate } from './migrate';
import { SCHEMA_VERSION } from './schema';
import { DEFAULT_STORE_SETTINGS, defaultStoreSettings } from './store-settings';

/** What version 4 adds to a document whose pages have these ids (migrations/v4.ts). */
const chrome = (pageIds: readonly string[]) => ({
  navigation: {
    main: pageIds.map((pageId, index) => ({ kind: 'page', id: `main-${index + 1}`, pageId })),
    footer: [],
  },
  header: { brand: 'title', logoUrl: null, showAccountLink: true, showCartLink: true },
  footer: { sections: [], showNavigation: true, socialLinks: [] },
});

describe('migrate', () => {
  it('leaves a current document as it is', () => {
    const doc = { schemaVersion: SCHEMA_VERSION, pages: [] };
    expect(migrate(doc)).toBe(doc);
  });

  it('brings a version 0 document forward: version, settings, section styles and dividers', () => {
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
      schemaVersion: 5,
      ...chrome(['p']),
      settings: {
        currency: 'USD',
        timeZone: 'America/New_York',
        useCLDRMoneyFormat: false,
        captchaSiteKey: 'local-captcha',
        store: DEFAULT_STORE_SETTINGS,
      },
      design: defaultDesign(),
      pages: [
        {
          id: 'p',
          sections: [
            {
              id: 's',
              style: { padding: 'medium', cornerRadius: 0, divider: 'none', theme: null },
              blocks: [],
            },
            {
              id: 't',
              style: { padding: 'large', cornerRadius: 22, divider: 'none', theme: null },
              blocks: [],
            },
          ],
        },
        'junk',
      ],
    });
  });

  it('keeps existing settings and tolerates missing pages', () => {
    const settings = { currency: 'EUR', timeZone: 'Europe/Paris', useCLDRMoneyFormat: true };
    expect(migrate({ settings })).toEqual({
      schemaVersion: 5,
      ...chrome([]),
      settings: {
        ...settings,
        captchaSiteKey: 'local-captcha',
        store: defaultStoreSettings('EUR'),
      },
      design: defaultDesign(),
      pages: [],
    });
  });

  it('brings a version 1 document forward: image addresses become images, sections get dividers', () => {
    const image = (id: string, settings: unknown) => ({ id, type: 5, settings });
    const v1 = {
      schemaVersion: 1,
      pages: [
        {
          id: 'p',
          sections: [
            {
              id: 's',
              style: { padding: 'small', cornerRadius: 22 },
              blocks: [
                image('a', { src: '/media/a.jpg', alt: 'A', caption: 'Cap' }),
                image('b', { src: '', alt: '' }),
                image('c', { image: null }),
                { id: 'd', type: 53, settings: { src: '/not-an-image-block' } },
                'junk',
              ],
            },
            {
              id: 't',
              style: { padding: 'large', cornerRadius: 0, divider: 'rounded' },
              blocks: [],
            },
          ],
        },
      ],
    };
    expect(migrate(v1)).toEqual({
      schemaVersion: 5,
      ...chrome(['p']),
      settings: { captchaSiteKey: 'local-captcha', store: DEFAULT_STORE_SETTINGS },
      design: defaultDesign(),
      pages: [
        {
          id: 'p',
          sections: [
            {
              id: 's',
              style: { padding: 'small', cornerRadius: 22, divider: 'none', theme: null },
              blocks: [
                image('a', {
                  image: { url: '/media/a.jpg', focalPoint: { x: 0.5, y: 0.5 } },
                  alt: 'A',
                  caption: 'Cap',
                }),
                image('b', { image: null, alt: '' }),
                image('c', { image: null }),
                { id: 'd', type: 53, settings: { src: '/not-an-image-block' } },
                'junk',
              ],
            },
            {
              id: 't',
              style: { padding: 'large', cornerRadius: 0, divider: 'rounded', theme: null },
              blocks: [],
            },
          ],
        },
      ],
    });
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
