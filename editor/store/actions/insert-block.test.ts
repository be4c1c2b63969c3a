import { describe, expect, it } from 'vitest';
import { MAX_BLOCKS_PER_LAYOUT } from '../../../shared/limits';
import { BUTTON, block, layout, page, SPACER, sampleSite, section, site } from '../test-site';
import { insertBlock } from './insert-block';
import { runEdit } from './testing';

describe('insertBlock', () => {
  it.each([
    ['after the selected block', 'home', 'a', undefined, 'home', [['a', 'new-1', 'b'], ['c']]],
    [
      'after a selected last block',
      'home',
      'c',
      undefined,
      'home',
      [
        ['a', 'b'],
        ['c', 'new-1'],
      ],
    ],
    [
      'at the end of the last section without a selection',
      'home',
      null,
      undefined,
      'home',
      [
        ['a', 'b'],
        ['c', 'new-1'],
      ],
    ],
    [
      'at a place',
      'home',
      'c',
      { sectionId: 's1', index: 0 },
      'home',
      [['new-1', 'a', 'b'], ['c']],
    ],
    [
      'at a place past the end (clamped)',
      'home',
      null,
      { sectionId: 's2', index: 99 },
      'home',
      [
        ['a', 'b'],
        ['c', 'new-1'],
      ],
    ],
    ['in a new section of an empty page', 'empty', null, undefined, 'empty', [['new-2']]],
    [
      'on the current page, not after a selection elsewhere',
      'about',
      'a',
      undefined,
      'about',
      [['d', 'new-1']],
    ],
  ] as const)('inserts %s', (_name, pageId, selectedBlockId, place, onPage, expected) => {
    const run = runEdit(sampleSite(), (draft, ctx) => insertBlock(draft, ctx, BUTTON, place), {
      pageId,
      selectedBlockId,
    });
    expect(layout(run.after, onPage)).toEqual(expected);
    const id = expected.flat().find((x) => x.startsWith('new'))!;
    expect(run.outcome).toEqual({
      ok: true,
      pageId: onPage,
      selectedBlockId: id,
      index: {
        set: [
          [id, { pageId: onPage, sectionId: onPage === 'empty' ? 'new-1' : expect.any(String) }],
        ],
      },
    });
  });

  it('gives the new block its type defaults, or {} for a type without a definition', () => {
    const run = runEdit(sampleSite(), (draft, ctx) => insertBlock(draft, ctx, BUTTON));
    expect(run.after.pages[0]!.sections[1]!.blocks[1]).toEqual({
      id: 'new-1',
      type: BUTTON,
      settings: { label: 'Learn more', newTab: false },
    });
    const spacer = runEdit(sampleSite(), (draft, ctx) => insertBlock(draft, ctx, SPACER));
    expect(spacer.after.pages[0]!.sections[1]!.blocks[1]!.settings).toEqual({});
  });

  it('creates the new section with the default style', () => {
    const run = runEdit(sampleSite(), (draft, ctx) => insertBlock(draft, ctx, BUTTON), {
      pageId: 'empty',
    });
    expect(run.after.pages[2]!.sections[0]).toMatchObject({
      id: 'new-1',
      style: { padding: 'medium', cornerRadius: 0 },
    });
  });

  const full = () =>
    site([
      page('home', [
        section(
          's1',
          Array.from({ length: MAX_BLOCKS_PER_LAYOUT - 1 }, (_, i) => block(`b${i}`)),
        ),
        section('s2', [block('last')]),
      ]),
    ]);

  it.each([
    ['an unknown type code', sampleSite, 15, undefined, 'Unknown block type 15.'],
    [
      `a ${MAX_BLOCKS_PER_LAYOUT + 1}st block on a page`,
      full,
      BUTTON,
      undefined,
      `This page already has ${MAX_BLOCKS_PER_LAYOUT} blocks, the most a page can hold. Delete a block to add another.`,
    ],
    [
      'a place in a missing section',
      sampleSite,
      BUTTON,
      { sectionId: 'gone', index: 0 },
      'That section no longer exists.',
    ],
  ] as const)(
    'refuses %s and leaves the document untouched',
    (_name, make, type, place, message) => {
      const run = runEdit(make(), (draft, ctx) => insertBlock(draft, ctx, type, place));
      expect(run.outcome).toEqual({ ok: false, message });
      expect(run.after).toBe(run.before);
    },
  );

  it(`accepts the ${MAX_BLOCKS_PER_LAYOUT}th block`, () => {
    const almost = site([
      page('home', [
        section(
          's1',
          Array.from({ length: 59 }, (_, i) => block(`b${i}`)),
        ),
      ]),
    ]);
    const run = runEdit(almost, (draft, ctx) => insertBlock(draft, ctx, BUTTON));
    expect(run.outcome.ok).toBe(true);
    expect(run.after.pages[0]!.sections[0]!.blocks).toHaveLength(MAX_BLOCKS_PER_LAYOUT);
  });

  it('refuses when the current page is gone', () => {
    const run = runEdit(sampleSite(), (draft, ctx) => insertBlock(draft, ctx, BUTTON), {
      pageId: 'nope',
    });
    expect(run.outcome).toEqual({ ok: false, message: 'That page no longer exists.' });
  });
});
