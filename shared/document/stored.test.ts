import { describe, expect, it } from 'vitest';
import { BlockType } from '../codes/block-type-codes';
import { block, page, section, site, withFirstBlocks } from './fixtures';
import type { Site } from './schema';
import { readStoredSite, restoreStored, StoredMessage } from './stored';

const good = block('good', BlockType.button, { label: 'Still here' });

/** `doc` with the blocks of its first section replaced by `blocks`. */
const withBlocks = (doc: Site, blocks: readonly unknown[]): Site =>
  withFirstBlocks(doc, () => blocks);

/** A stored document whose home page holds `good` and then `blocks`. */
const storedWith = (...blocks: unknown[]): Site =>
  withBlocks(site([page('home', [section('s1')])]), [good, ...blocks]);

const blocksOf = (doc: Site) => doc.pages[0]!.sections[0]!.blocks;

describe('readStoredSite', () => {
  it('answers a valid document as it is, with nothing kept aside', () => {
    const doc = storedWith();
    const read = readStoredSite(doc);
    expect(read).toEqual({ ok: true, site: doc, kept: new Map() });
  });

  it.each([
    [
      'a type this version does not know',
      { id: 'old', type: 15, settings: { a: 1 } },
      { id: 'old', type: 15 },
      'type: is not a block type code of the spec',
    ],
    [
      'settings that are not an object',
      { id: 'nul', type: BlockType.button, settings: null },
      { id: 'nul', type: BlockType.button },
      'settings: must be an object of settings',
    ],
    [
      'a value that is not a block',
      'oops',
      { id: 'unreadable-1', type: 0 },
      StoredMessage.notABlock,
    ],
    [
      'an id that is not an id',
      { id: 'a b', type: BlockType.button, settings: {} },
      { id: 'unreadable-1', type: BlockType.button },
      'id: must be 1-64 letters, digits, dashes or underscores',
    ],
    [
      'the id of another block',
      { id: 'good', type: BlockType.button, settings: {} },
      { id: 'unreadable-1', type: BlockType.button },
      StoredMessage.duplicateId,
    ],
    [
      'the id of a section',
      { id: 's1', type: BlockType.button, settings: {} },
      { id: 'unreadable-1', type: BlockType.button },
      StoredMessage.duplicateId,
    ],
    [
      'a stand-in mark in the stored document',
      { id: 'm', type: BlockType.button, settings: {}, unreadable: { reason: 'made up' } },
      { id: 'm', type: BlockType.button },
      StoredMessage.marked,
    ],
  ])('stands in for %s and keeps the stored block', (_name, raw, standIn, reason) => {
    const read = readStoredSite(storedWith(raw));
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    expect(blocksOf(read.site)).toEqual([
      good,
      { ...standIn, settings: {}, unreadable: { reason } },
    ]);
    expect([...read.kept]).toEqual([[standIn.id, raw]]);
  });

  it('reads an older schema version with a broken block', () => {
    const {
      schemaVersion: _,
      settings: __,
      ...v0
    } = storedWith({ id: 'x', type: 15, settings: {} });
    const read = readStoredSite(v0);
    expect(read.ok && blocksOf(read.site).map((b) => b.unreadable?.reason ?? b.id)).toEqual([
      'good',
      'type: is not a block type code of the spec',
    ]);
  });

  it('never generates an id the document holds, even further on', () => {
    const later = block('unreadable-1', BlockType.button, { label: 'Mine' });
    const read = readStoredSite(storedWith('oops', later));
    expect(read.ok && blocksOf(read.site).map((b) => b.id)).toEqual([
      'good',
      'unreadable-2',
      'unreadable-1',
    ]);
  });

  it.each([
    ['pages that are not a list', { pages: 'none' }, 'pages'],
    [
      'a page without sections',
      { pages: [{ id: 'p', title: 'P', slug: 'p', pageType: 2 }] },
      'pages[0].sections',
    ],
    [
      'a section that is not an object',
      { pages: [{ id: 'p', title: 'P', slug: 'p', pageType: 2, sections: ['s'] }] },
      'pages[0].sections[0]',
    ],
  ])('refuses a document with %s', (_name, change, path) => {
    const read = readStoredSite({ ...storedWith({ id: 'x', type: 15, settings: {} }), ...change });
    expect(read.ok ? [] : read.issues.map((issue) => issue.path)).toEqual([path]);
  });

  it('refuses a document that is wrong outside its blocks, naming only that', () => {
    const doc = storedWith({ id: 'x', type: 15, settings: {} });
    const broken = { ...doc, pages: [{ ...doc.pages[0]!, title: ' ' }] };
    expect(readStoredSite(broken)).toEqual({
      ok: false,
      issues: [{ path: 'pages[0].title', message: 'must not be empty' }],
    });
  });

  it('refuses a document of a newer schema version', () => {
    const read = readStoredSite({ ...storedWith(), schemaVersion: 99 });
    expect(read.ok).toBe(false);
  });
});

describe('restoreStored', () => {
  const raw = { id: 'old', type: 15, settings: { kept: 'as is' } };
  const opened = () => {
    const read = readStoredSite(storedWith(raw, 'oops'));
    if (!read.ok) throw new Error('unreadable');
    return read;
  };

  it('gives back the stored document unchanged when nothing was edited', () => {
    const { site: doc, kept } = opened();
    expect(restoreStored(doc, kept)).toEqual({ ok: true, document: storedWith(raw, 'oops') });
  });

  it('puts each stored block back where its stand-in was moved', () => {
    const { site: doc, kept } = opened();
    const [first, oldOne, oops] = blocksOf(doc);
    expect(oldOne?.id).toBe('old');
    expect(restoreStored(withBlocks(doc, [oops, first]), kept)).toEqual({
      ok: true,
      document: withBlocks(storedWith(), ['oops', good]),
    });
  });

  it('answers a document without stand-ins as it is', () => {
    const doc = site([page('home')]);
    expect(restoreStored(doc, new Map())).toEqual({ ok: true, document: doc });
  });

  it.each([
    [
      'a stand-in the server did not hand out',
      (b: Site) => ({ ...blocksOf(b)[1]!, id: 'made-up' }),
    ],
    ['a stand-in used twice', (b: Site) => blocksOf(b)[1]!],
  ])('refuses %s', (_name, extra) => {
    const { site: doc, kept } = opened();
    const edited = withBlocks(doc, [...blocksOf(doc), extra(doc)]);
    expect(restoreStored(edited, kept)).toEqual({
      ok: false,
      issues: [{ path: 'pages[0].sections[0].blocks[3]', message: StoredMessage.notKept }],
    });
  });
});
