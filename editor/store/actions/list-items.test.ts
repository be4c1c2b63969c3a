import { describe, expect, it } from 'vitest';
import type { Site } from '../../../shared/document/schema';
import { block, page, section, site } from '../test-site';
import type { EditContext, SiteDraft } from './context';
import {
  duplicateListItem,
  insertListItem,
  ListMessage,
  moveListItem,
  removeListItem,
  withNewIds,
} from './list-items';
import { LISTING, runEdit, runPlan } from './testing';
import { updateBlockSettings } from './update-block-settings';

const panels = (...titles: string[]) => titles.map((title, i) => ({ id: `p${i + 1}`, title }));
const start = (settings: Record<string, unknown> = { panels: panels('One', 'Two', 'Three') }) =>
  site([page('home', [section('s1', [block('acc', LISTING, settings)])])]);
const settingsOf = (target: Site) => target.pages[0]!.sections[0]!.blocks[0]!.settings;

describe('list item edits', () => {
  it('adds an item with a new id at the end or at an index', () => {
    const atEnd = runEdit(start({ panels: panels('One') }), (d, c) =>
      insertListItem(d, c, 'acc', ['panels'], { title: 'New' }),
    );
    expect(settingsOf(atEnd.after).panels).toEqual([
      ...panels('One'),
      { id: 'new-1', title: 'New' },
    ]);
    const first = runEdit(start({ panels: panels('One') }), (d, c) =>
      insertListItem(d, c, 'acc', ['panels'], { title: 'New' }, 0),
    );
    expect(settingsOf(first.after).panels).toEqual([
      { id: 'new-1', title: 'New' },
      ...panels('One'),
    ]);
  });

  it('adds to a list the document does not hold yet, from the defaults', () => {
    const run = runEdit(start({}), (d, c) =>
      insertListItem(d, c, 'acc', ['panels'], { title: 'A' }),
    );
    expect(settingsOf(run.after).panels).toEqual([{ id: 'new-1', title: 'A' }]);
  });

  it('adds to a list inside a list the document does not hold yet, from the defaults', () => {
    const run = runEdit(start({}), (d, c) =>
      insertListItem(d, c, 'acc', ['groups', 0, 'items'], {}),
    );
    expect(run.outcome).toEqual({ ok: true });
    expect(settingsOf(run.after).groups).toEqual([{ id: 'g1', items: [{ id: 'new-1' }] }]);
  });

  it('refuses an item past the list limit, or one the schema refuses, and changes nothing', () => {
    const full = runEdit(start(), (d, c) =>
      insertListItem(d, c, 'acc', ['panels'], { title: 'Four' }),
    );
    expect(full.outcome).toEqual({ ok: false, message: 'At most 3 panels.' });
    expect(full.after).toBe(full.before);
    const blank = runEdit(start(), (d, c) =>
      insertListItem(d, c, 'acc', ['panels'], { title: '' }, 0),
    );
    expect(blank.outcome).toEqual({ ok: false, message: 'At most 3 panels.' });
    const one = start({ panels: panels('One') });
    const bad = runEdit(one, (d, c) => insertListItem(d, c, 'acc', ['panels'], { title: '' }));
    expect(bad.outcome).toEqual({ ok: false, message: 'Enter a title.' });
    expect(bad.after).toBe(bad.before);
  });

  it('removes an item by index', () => {
    const run = runEdit(start(), (d, c) => removeListItem(d, c, 'acc', ['panels'], 1));
    expect(settingsOf(run.after).panels).toEqual([panels('One')[0], { id: 'p3', title: 'Three' }]);
  });

  it('duplicates an item after itself with a new id', () => {
    const run = runEdit(start({ panels: panels('One', 'Two') }), (d, c) =>
      duplicateListItem(d, c, 'acc', ['panels'], 0),
    );
    expect(settingsOf(run.after).panels).toEqual([
      { id: 'p1', title: 'One' },
      { id: 'new-1', title: 'One' },
      { id: 'p2', title: 'Two' },
    ]);
  });

  it.each([
    [0, 2, ['Two', 'Three', 'One']],
    [2, 0, ['Three', 'One', 'Two']],
    [1, 2, ['One', 'Three', 'Two']],
  ])('moves item %d to %d keeping ids', (from, to, titles) => {
    const run = runEdit(start(), (d, c) => moveListItem(d, c, 'acc', ['panels'], from, to));
    const moved = settingsOf(run.after).panels as { id: string; title: string }[];
    expect(moved.map((p) => p.title)).toEqual(titles);
    expect(new Set(moved.map((p) => p.id)).size).toBe(3);
  });

  it('a move to the same place changes nothing', () => {
    const run = runEdit(start(), (d, c) => moveListItem(d, c, 'acc', ['panels'], 1, 1));
    expect(run.outcome).toEqual({ ok: true });
    expect(run.after).toBe(run.before);
  });

  it.each([
    [
      'an index past the end',
      (d: SiteDraft, c: EditContext) => removeListItem(d, c, 'acc', ['panels'], 3),
      ListMessage.itemGone,
    ],
    [
      'a move from nowhere',
      (d: SiteDraft, c: EditContext) => moveListItem(d, c, 'acc', ['panels'], 5, 0),
      ListMessage.itemGone,
    ],
    [
      'a setting that is not a list',
      (d: SiteDraft, c: EditContext) => removeListItem(d, c, 'acc', ['style'], 0),
      ListMessage.notAList,
    ],
    [
      'a missing block',
      (d: SiteDraft, c: EditContext) => removeListItem(d, c, 'zz', ['panels'], 0),
      'That block no longer exists.',
    ],
  ])('refuses %s', (_name, edit, message) => {
    const run = runEdit(start(), edit);
    expect(run.outcome).toEqual({ ok: false, message });
    expect(run.after).toBe(run.before);
  });

  it('gives every nested item a new id when copying', () => {
    let n = 0;
    const copy = withNewIds(
      { id: 'a', rows: [{ id: 'b', v: 1 }], note: { id: 'c' } },
      () => `n${++n}`,
    );
    expect(copy).toEqual({ id: 'n3', rows: [{ id: 'n1', v: 1 }], note: { id: 'n2' } });
  });
});

describe('updateBlockSettings at a path', () => {
  it('changes one value inside a list item, and only it', () => {
    const before = start();
    const run = runPlan(before, (d, c) =>
      updateBlockSettings(d, c, 'acc', ['panels', 1, 'title'], 'Deux'),
    );
    expect(run.outcome).toEqual({ ok: true, mergeKey: 'acc\u0000panels\u00001\u0000title' });
    const after = settingsOf(run.after).panels as unknown[];
    expect(after[1]).toEqual({ id: 'p2', title: 'Deux' });
    expect(after[0]).toBe((settingsOf(before).panels as unknown[])[0]);
  });

  it('stores a nested value of a key the document does not hold yet', () => {
    const run = runPlan(start({}), (d, c) => updateBlockSettings(d, c, 'acc', ['style', 'gap'], 4));
    expect(settingsOf(run.after).style).toEqual({ gap: 4 });
  });

  it('refuses what the item schema refuses and a path to a missing item', () => {
    const blank = runPlan(start(), (d, c) =>
      updateBlockSettings(d, c, 'acc', ['panels', 0, 'title'], ''),
    );
    expect(blank.outcome).toEqual({ ok: false, message: 'Enter a title.' });
    const gone = runPlan(start(), (d, c) =>
      updateBlockSettings(d, c, 'acc', ['panels', 7, 'title'], 'x'),
    );
    expect(gone.outcome).toEqual({ ok: false, message: 'That item no longer exists.' });
    expect(gone.after).toBe(gone.before);
  });
});
