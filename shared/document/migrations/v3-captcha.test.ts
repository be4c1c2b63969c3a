import { describe, expect, it } from 'vitest';
import { addCaptchaSiteKey } from './v3-captcha';

describe('addCaptchaSiteKey', () => {
  it('gives a site without a key the local provider key, keeping its other settings', () => {
    const doc = { id: 's', settings: { currency: 'EUR' }, pages: [] };
    expect(addCaptchaSiteKey(doc)).toEqual({
      id: 's',
      settings: { currency: 'EUR', captchaSiteKey: 'local-captcha' },
      pages: [],
    });
  });

  it('keeps a key the site has, even an empty one', () => {
    const doc = { settings: { captchaSiteKey: '' } };
    expect(addCaptchaSiteKey(doc)).toBe(doc);
  });

  it('makes settings when a document has none', () => {
    expect(addCaptchaSiteKey({ id: 's' })).toEqual({
      id: 's',
      settings: { captchaSiteKey: 'local-captcha' },
    });
  });
});
