import { describe, expect, it } from 'vitest';
import { sampleSite } from '../test-site';
import { addSection } from './add-section';
import { runEdit } from './testing';

describe('addSection', () => {
  it.each([
    ['at the end of the page', 'home', undefined, ['s1', 's2', 'new-1']],
    ['after a section', 'home', 's1', ['s1', 'new-1', 's2']],
    ['to a page without sections', 'empty', undefined, ['new-1']],
  ])('adds a section %s', (_name, pageId, after, order) => {
    const run = runEdit(sampleSite(), (draft, ctx) => addSection(draft, ctx, after), { pageId });
    expect(run.outcome).toEqual({ ok: true });
    const sections = run.after.pages.find((p) => p.id === pageId)!.sections;
    expect(sections.map((s) => s.id)).toEqual(order);
    expect(sections.find((s) => s.id === 'new-1')).toEqual({
      id: 'new-1',
      style: { padding: 'medium', cornerRadius: 0, divider: 'none', theme: null },
      blocks: [],
    });
  });

  it.each([
    ['a section of another page', 'home', 's3', 'That section no longer exists.'],
    ['a missing current page', 'nope', undefined, 'That page no longer exists.'],
  ])('refuses %s and leaves the document untouched', (_name, pageId, after, message) => {
    const run = runEdit(sampleSite(), (draft, ctx) => addSection(draft, ctx, after), { pageId });
    expect(run.outcome).toEqual({ ok: false, message });
    expect(run.after).toBe(run.before);
  });
});
