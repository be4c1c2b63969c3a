import { describe, expect, it } from 'vitest';
import { block, page, section, site } from '../test-site';
import { moveSection } from './move-section';
import { runEdit } from './testing';

const start = () =>
  site([
    page('home', [section('s1', [block('a')]), section('s2'), section('s3')]),
    page('about', [section('t1'), section('t2')]),
  ]);

describe('moveSection', () => {
  it.each([
    ['s1', 2, 'home', ['s2', 's3', 's1']],
    ['s3', 0, 'home', ['s3', 's1', 's2']],
    ['s2', 10, 'home', ['s1', 's3', 's2']],
    ['t2', 0, 'about', ['t2', 't1']],
  ])('moves %s to %i', (sectionId, toIndex, pageId, order) => {
    const run = runEdit(start(), (draft, ctx) => moveSection(draft, ctx, sectionId, toIndex));
    expect(run.outcome).toEqual({ ok: true });
    expect(run.after.pages.find((p) => p.id === pageId)!.sections.map((s) => s.id)).toEqual(order);
  });

  it('keeps the blocks inside the moved section', () => {
    const run = runEdit(start(), (draft, ctx) => moveSection(draft, ctx, 's1', 1));
    expect(run.after.pages[0]!.sections[1]).toMatchObject({ id: 's1', blocks: [{ id: 'a' }] });
  });

  it('changes nothing for a move to the same place', () => {
    const run = runEdit(start(), (draft, ctx) => moveSection(draft, ctx, 's2', 1));
    expect(run.after).toBe(run.before);
  });

  it('refuses a missing section', () => {
    const run = runEdit(start(), (draft, ctx) => moveSection(draft, ctx, 'zz', 0));
    expect(run.outcome).toEqual({ ok: false, message: 'That section no longer exists.' });
    expect(run.after).toBe(run.before);
  });
});
