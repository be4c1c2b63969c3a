import { describe, expect, it } from 'vitest';
import { page, site } from '../fixtures';
import { parseSite } from '../parse';
import { v4ToV5 } from './v5';

/** A version 4 document: the sample site without the design's spacing. */
function v4Site() {
  const current = site([page('home')]);
  const { spacing: _s, ...design } = current.design;
  return { ...current, design, schemaVersion: 4 };
}

describe('v4ToV5', () => {
  it('gives a migrated design comfortable section and block spacing', () => {
    const migrated = parseSite(v4Site());
    if (!migrated.ok) throw new Error(JSON.stringify(migrated.issues));
    expect(migrated.site.schemaVersion).toBe(5);
    expect(migrated.site.design.spacing).toEqual({ section: 'comfortable', block: 'comfortable' });
  });

  it('keeps spacing a design already has, and leaves a document without a design alone', () => {
    const spacing = { section: 'spacious', block: 'compact' };
    const withSpacing = { ...v4Site(), design: { ...v4Site().design, spacing } };
    expect(v4ToV5(withSpacing)).toMatchObject({ design: { spacing }, schemaVersion: 5 });
    expect(v4ToV5({ pages: [] })).toEqual({ pages: [], schemaVersion: 5 });
  });
});
