// Edits of a list inside one block's settings (gallery images, accordion panels, chart rows):
// add, remove, duplicate and move an item. Each item carries its own id, so a move is a move
// (React keys stay stable) and the patches stay as small as the change. The whole new list is
// checked by the block's schema first, so its own rules (at most N items) hold. Translations of
// an item's texts are keyed by its id: a move keeps them, a removal takes them away.

import { valueAt } from '../../../blocks/settings';
import type { SettingsPath } from '../../../blocks/types';
import { type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { blockDraft } from './find';
import { pruneDraftTranslations } from './translation-edits';

type Item = Record<string, unknown>;

export const ListMessage = {
  notAList: 'That setting is not a list.',
  itemGone: 'That item no longer exists.',
} as const;

/** A deep copy of an item in which it, and every item of a list inside it, has a new id. */
export function withNewIds(value: unknown, newId: () => string): unknown {
  if (Array.isArray(value)) return value.map((entry) => withNewIds(entry, newId));
  if (typeof value !== 'object' || value === null) return value;
  const copy: Item = {};
  for (const [key, entry] of Object.entries(value)) copy[key] = withNewIds(entry, newId);
  if (typeof copy.id === 'string') copy.id = newId();
  return copy;
}

type ListChange = (
  list: readonly unknown[],
) => { next: unknown[]; apply: (draft: unknown[]) => void } | null;

function changeList(
  draft: SiteDraft,
  ctx: EditContext,
  blockId: string,
  path: SettingsPath,
  change: ListChange,
): EditOutcome {
  const block = blockDraft(draft, ctx, blockId);
  if (!block.ok) return block;
  // A list the document does not hold yet (its top-level setting is still the default) is read
  // from the defaults, however deep it sits.
  const [key] = path;
  const settings =
    typeof key === 'string' && !Object.hasOwn(block.base.settings, key)
      ? { [key]: ctx.blocks.defaults(block.base.type)[key] }
      : block.base.settings;
  const current = valueAt(settings, path);
  if (!Array.isArray(current)) return refuse(ListMessage.notAList);
  const planned = change(current);
  if (!planned) return refuse(ListMessage.itemGone);
  const checked = ctx.blocks.checkAt(block.base.type, block.base.settings, path, planned.next);
  if (!checked.ok) return refuse(checked.message);
  const target = valueAt(block.draft.settings, path);
  if (Array.isArray(target)) planned.apply(target);
  else block.draft.settings[checked.key] = checked.top;
  return { ok: true };
}

export function insertListItem(
  draft: SiteDraft,
  ctx: EditContext,
  blockId: string,
  path: SettingsPath,
  item: Item,
  at?: number,
): EditOutcome {
  const added = { ...(withNewIds(item, ctx.newId) as Item), id: ctx.newId() };
  return changeList(draft, ctx, blockId, path, (list) => {
    const index = at === undefined ? list.length : Math.min(Math.max(at, 0), list.length);
    return {
      next: [...list.slice(0, index), added, ...list.slice(index)],
      apply: (target) => target.splice(index, 0, added),
    };
  });
}

export function removeListItem(
  draft: SiteDraft,
  ctx: EditContext,
  blockId: string,
  path: SettingsPath,
  index: number,
): EditOutcome {
  const outcome = changeList(draft, ctx, blockId, path, (list) =>
    index >= 0 && index < list.length
      ? {
          next: list.filter((_, i) => i !== index),
          apply: (target) => target.splice(index, 1),
        }
      : null,
  );
  // The removed item's translated texts go with it, in the same undo step.
  if (outcome.ok) pruneDraftTranslations(draft);
  return outcome;
}

export function duplicateListItem(
  draft: SiteDraft,
  ctx: EditContext,
  blockId: string,
  path: SettingsPath,
  index: number,
): EditOutcome {
  return changeList(draft, ctx, blockId, path, (list) => {
    if (index < 0 || index >= list.length) return null;
    const copy = withNewIds(list[index], ctx.newId);
    return {
      next: [...list.slice(0, index + 1), copy, ...list.slice(index + 1)],
      apply: (target) => target.splice(index + 1, 0, copy),
    };
  });
}

export function moveListItem(
  draft: SiteDraft,
  ctx: EditContext,
  blockId: string,
  path: SettingsPath,
  from: number,
  to: number,
): EditOutcome {
  if (from === to) return { ok: true };
  return changeList(draft, ctx, blockId, path, (list) => {
    if (from < 0 || from >= list.length || to < 0 || to >= list.length) return null;
    const next = [...list];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    return {
      next,
      apply: (target) => {
        const [item] = target.splice(from, 1);
        target.splice(to, 0, item);
      },
    };
  });
}
