import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../shared/i18n/languages';
import { addable, editingAfter, withDefault, withLanguage, withoutLanguage } from './language-list';

const english: SiteLanguage = { code: 'en-US', isDefault: true };
const french: SiteLanguage = { code: 'fr-FR', isDefault: false };

describe('the Languages dialog’s list', () => {
  it('adds a language once, offering only those not in the list', () => {
    expect(withLanguage([english], 'fr-FR')).toEqual([english, french]);
    expect(withLanguage([english, french], 'fr-FR')).toEqual([english, french]);
    expect(withLanguage([], 'de-DE')).toEqual([{ code: 'de-DE', isDefault: true }]);
    expect(addable([english, french])).not.toContain('fr-FR');
    expect(addable([english, french])).toContain('fr-CA');
  });

  it('removes a language but never the default, and moves the default', () => {
    expect(withoutLanguage([english, french], 'fr-FR')).toEqual([english]);
    expect(withoutLanguage([english, french], 'en-US')).toEqual([english, french]);
    expect(withDefault([english, french], 'fr-FR')).toEqual([
      { code: 'en-US', isDefault: false },
      { code: 'fr-FR', isDefault: true },
    ]);
  });

  it('keeps editing a language while it is another of the site’s, else the default', () => {
    expect(editingAfter([english, french], 'fr-FR')).toBe('fr-FR');
    expect(editingAfter([english], 'fr-FR')).toBeNull();
    expect(editingAfter(withDefault([english, french], 'fr-FR'), 'fr-FR')).toBeNull();
    expect(editingAfter([english, french], null)).toBeNull();
  });
});
