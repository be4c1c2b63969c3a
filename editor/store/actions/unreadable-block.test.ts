// A stand-in for a stored block the editor could not read (shared/document/stored.ts): the server
// puts the stored block back in its place when the document is saved, so the stand-in can be
// moved and deleted, but its settings cannot change and it cannot be copied.
import { describe, expect, it } from 'vitest';
import { block, layout, page, section, site } from '../test-site';
import type { EditContext, EditOutcome, SiteDraft } from './context';
import { deleteBlock } from './delete-block';
import { duplicateBlock } from './duplicate-block';
import { insertListItem } from './list-items';
import { EditMessage } from './messages';
import { moveBlock } from './move-block';
import { runEdit, runPlan } from './testing';
import { updateBlockSettings } from './update-block-settings';

const standIn = { ...block('x', 15), unreadable: { reason: 'type: is not a block type code' } };
const sample = () => site([page('home', [section('s1', [block('a'), standIn])])]);

type Edit = (draft: SiteDraft, ctx: EditContext) => EditOutcome;

describe('a stand-in for a block that could not be read', () => {
  it.each<[string, Edit]>([
    ['a list item added', (d, c) => insertListItem(d, c, 'x', ['items'], {})],
    ['a copy', (d, c) => duplicateBlock(d, c, 'x')],
  ])('refuses %s and leaves the document untouched', (_name, edit) => {
    const run = runEdit(sample(), edit);
    expect(run.outcome).toEqual({ ok: false, message: EditMessage.unreadable });
    expect(run.after).toBe(run.before);
  });

  it('refuses a settings change and leaves the document untouched', () => {
    const run = runPlan(sample(), (current, c) =>
      updateBlockSettings(current, c, 'x', 'label', 'Go'),
    );
    expect(run.outcome).toEqual({ ok: false, message: EditMessage.unreadable });
    expect(run.after).toBe(run.before);
  });

  it.each<[string, Edit, string[][]]>([
    ['moved', (d, c) => moveBlock(d, c, 'x', { sectionId: 's1', index: 0 }), [['x', 'a']]],
    ['deleted', (d, c) => deleteBlock(d, c, 'x'), [['a']]],
  ])('can be %s, and stays as it was', (_name, edit, expected) => {
    const run = runEdit(sample(), edit);
    expect(run.outcome.ok).toBe(true);
    expect(layout(run.after, 'home')).toEqual(expected);
    const kept = run.after.pages[0]!.sections[0]!.blocks.find((b) => b.id === 'x');
    if (kept) expect(kept).toEqual(standIn);
  });
});
