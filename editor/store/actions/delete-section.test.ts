import { describe, expect, it } from 'vitest';
import { layout, sampleSite } from '../test-site';
import { deleteSection } from './delete-section';
import { runEdit } from './testing';

describe('deleteSection', () => {
  it.each([
    ['with the selected block', 's1', 'a', 'home', [['c']], ['a', 'b'], { selectedBlockId: null }],
    ['keeping a selection elsewhere', 's1', 'c', 'home', [['c']], ['a', 'b'], {}],
    ['the last section of a page', 's3', null, 'about', [], ['d'], {}],
  ] as const)(
    'deletes a section %s',
    (_name, sectionId, selectedBlockId, pageId, expected, removed, view) => {
      const run = runEdit(sampleSite(), (draft, ctx) => deleteSection(draft, ctx, sectionId), {
        selectedBlockId,
      });
      expect(layout(run.after, pageId)).toEqual(expected);
      expect(run.outcome).toEqual({ ok: true, ...view, index: { remove: removed } });
    },
  );

  it('refuses a missing section', () => {
    const run = runEdit(sampleSite(), (draft, ctx) => deleteSection(draft, ctx, 'zz'));
    expect(run.outcome).toEqual({ ok: false, message: 'That section no longer exists.' });
    expect(run.after).toBe(run.before);
  });
});
