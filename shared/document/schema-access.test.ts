import { describe, expect, it } from 'vitest';
import { page, sampleSite } from './fixtures';
import { parseSite } from './parse';

describe('the optional access fields', () => {
  it('a version 3 document without them still parses, unchanged', () => {
    const parsed = parseSite(sampleSite());
    expect(parsed.ok && parsed.site).toEqual(sampleSite());
  });

  it('keeps a page’s access and the lock screen and popup settings', () => {
    const site = sampleSite();
    const doc = {
      ...site,
      settings: {
        ...site.settings,
        lockScreen: { enabled: true, message: 'Soon' },
        popup: { enabled: true, message: 'Hi', formId: 'newsletter', version: 2 },
      },
      pages: [
        ...site.pages,
        { ...page('vip'), access: { kind: 'members', memberAreaIds: ['gold'] } },
      ],
    };
    const parsed = parseSite(doc);
    expect(parsed.ok && parsed.site).toEqual(doc);
  });

  it('never keeps a password typed into the document', () => {
    const site = sampleSite();
    const leaky = { ...page('x'), access: { kind: 'password', password: 'open sesame' } };
    const parsed = parseSite({ ...site, pages: [...site.pages, leaky] });
    expect(JSON.stringify(parsed.ok && parsed.site)).not.toContain('open sesame');
  });

  it.each([
    ['an unknown kind', { pages: [{ ...page('x'), access: { kind: 'secret' } }] }],
    [
      'a popup version below 1',
      {
        settings: { popup: { enabled: true, message: '', formId: 'newsletter', version: 0 } },
      },
    ],
  ])('refuses %s', (_name, change) => {
    const site = sampleSite();
    const doc = {
      ...site,
      ...('pages' in change ? { pages: change.pages } : {}),
      settings: { ...site.settings, ...('settings' in change ? change.settings : {}) },
    };
    expect(parseSite(doc).ok).toBe(false);
  });
});
