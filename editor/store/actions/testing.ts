// Runs one edit on a plain site for the action tests, with a real block index, predictable new
// ids (new-1, new-2, ...) and a small block catalog (Button has defaults and a schema).
import { produce } from 'immer';
import { z } from 'zod';
import type { FieldDescriptor } from '../../../blocks/types';
import { BlockType } from '../../../shared/codes/block-types';
import { applyPathPatches, type PathPatch } from '../../../shared/document/patches';
import type { Site } from '../../../shared/document/schema';
import { catalogFrom } from '../block-catalog';
import { BlockIndex } from '../block-index';
import { BUTTON } from '../test-site';
import type { EditContext, EditOutcome, PlannedEdit, SiteDraft } from './context';

/** A list-holding type for the list edits: panels with a title, at most 3; groups of items. */
export const LISTING = BlockType.accordion;
const panel = z.object({ id: z.string(), title: z.string().min(1, 'Enter a title.') });

export const testCatalog = catalogFrom((type) => {
  if (type === BUTTON) {
    return {
      type: BUTTON,
      schema: z.object({ label: z.string().min(1, 'Enter a label.'), newTab: z.boolean() }),
      defaults: { label: 'Learn more', newTab: false },
      fields: [
        { key: 'label', label: 'Label', kind: 'text' },
        { key: 'newTab', label: 'Open in a new tab', kind: 'boolean' },
      ],
    };
  }
  if (type === LISTING) {
    const schema = z.object({
      panels: z.array(panel).max(3, 'At most 3 panels.').default([]),
      style: z.object({ gap: z.number().min(0) }).default({ gap: 1 }),
      groups: z
        .array(z.object({ id: z.string(), items: z.array(z.object({ id: z.string() })) }))
        .default([{ id: 'g1', items: [] }]),
      notes: z
        .array(z.object({ id: z.string(), text: z.string() }))
        .default([{ id: 'n1', text: 'Hello' }]),
    });
    const fields: FieldDescriptor[] = [
      {
        key: 'panels',
        label: 'Panels',
        kind: 'list',
        itemFields: [{ key: 'title', label: 'Title', kind: 'text' }],
        itemLabel: (_item, index) => `Panel ${index + 1}`,
        newItem: () => ({ title: 'New' }),
        addLabel: 'Add panel',
        itemNoun: 'panel',
      },
      {
        key: 'notes',
        label: 'Notes',
        kind: 'list',
        itemFields: [{ key: 'text', label: 'Text', kind: 'text' }],
        itemLabel: (_item, index) => `Note ${index + 1}`,
        newItem: () => ({ text: '' }),
        addLabel: 'Add note',
        itemNoun: 'note',
      },
    ];
    return { type, schema, defaults: schema.parse({}), fields };
  }
  return undefined;
});

export interface EditRun {
  readonly before: Site;
  readonly after: Site;
  readonly outcome: EditOutcome;
}

type View = {
  pageId?: string;
  layoutId?: string;
  selectedBlockId?: string | null;
  language?: string | null;
};

export function runEdit(
  before: Site,
  edit: (draft: SiteDraft, ctx: EditContext) => EditOutcome,
  view: View = {},
): EditRun {
  const ctx = testContext(before, view);
  let outcome: EditOutcome = { ok: false, message: 'the edit did not run' };
  const after = produce(before, (draft) => {
    outcome = edit(draft, ctx);
  });
  return { before, after, outcome };
}

/** A planned edit (PlannedEdit): its patches applied to the plain site, as the store does. */
export function runPlan(
  before: Site,
  plan: (site: Site, ctx: EditContext) => PlannedEdit,
  view: View = {},
): EditRun & { readonly inverse: readonly PathPatch[] } {
  const outcome = plan(before, testContext(before, view));
  if (!outcome.ok) return { before, after: before, outcome, inverse: [] };
  const { patches, inversePatches, ...rest } = outcome;
  const after = applyPathPatches(before, patches);
  return { before, after, outcome: rest, inverse: inversePatches };
}

function testContext(before: Site, view: View): EditContext {
  const index = new BlockIndex();
  index.rebuild(before);
  let next = 0;
  return {
    pageId: view.pageId ?? 'home',
    layoutId: view.layoutId ?? view.pageId ?? 'home',
    selectedBlockId: view.selectedBlockId ?? null,
    locate: (blockId) => index.get(blockId),
    newId: () => `new-${++next}`,
    blocks: testCatalog,
    language: view.language ?? null,
  };
}
