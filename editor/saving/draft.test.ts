import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../shared/document/schema';
import { sampleSite } from '../store/test-site';
import { clearDraft, type DraftStorage, draftKey, readDraft, writeDraft } from './draft';
import { MemoryStorage } from './memory-storage';

const record = { siteId: 'demo', baseRevision: 3, site: sampleSite(), savedAt: 1_700_000_000_000 };

describe('draft storage', () => {
  it('writes, reads back and clears a draft under sitebuilder:draft:<siteId>', () => {
    const storage = new MemoryStorage();
    expect(writeDraft(storage, record)).toBe(true);
    expect([...storage.items.keys()]).toEqual(['sitebuilder:draft:demo']);
    expect(readDraft(storage, 'demo')).toEqual({ kind: 'found', draft: record });
    clearDraft(storage, 'demo');
    expect(readDraft(storage, 'demo')).toEqual({ kind: 'none' });
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '42'],
    ['another site', JSON.stringify({ ...record, siteId: 'other' })],
    ['no base revision', JSON.stringify({ ...record, baseRevision: '3' })],
    ['no time', JSON.stringify({ ...record, savedAt: undefined })],
    [
      'a document that does not parse',
      JSON.stringify({ ...record, site: { ...record.site, pages: [] } }),
    ],
  ])('calls a draft with %s invalid', (_name, text) => {
    const storage = new MemoryStorage();
    storage.setItem(draftKey('demo'), text);
    expect(readDraft(storage, 'demo')).toEqual({ kind: 'invalid' });
  });

  it('migrates an older document in a draft', () => {
    const { schemaVersion: _dropped, ...old } = record.site;
    const storage = new MemoryStorage();
    storage.setItem(draftKey('demo'), JSON.stringify({ ...record, site: old }));
    expect(readDraft(storage, 'demo')).toMatchObject({
      kind: 'found',
      draft: { site: { schemaVersion: SCHEMA_VERSION } },
    });
  });

  it('copes without storage, or with a storage that throws', () => {
    const throwing: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDraft(null, 'demo')).toEqual({ kind: 'none' });
    expect(writeDraft(null, record)).toBe(false);
    expect(readDraft(throwing, 'demo')).toEqual({ kind: 'none' });
    expect(writeDraft(throwing, record)).toBe(false);
    expect(() => clearDraft(throwing, 'demo')).not.toThrow();
  });
});
