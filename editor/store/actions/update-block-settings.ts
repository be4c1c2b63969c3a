// Sets one settings value of one block, after the block type's schema accepts it. The block is
// found through the index (no walk over the site): this runs on every keystroke in a panel.
import { type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { findBlock } from './find';
import { EditMessage } from './messages';

/** Keys that would reach an object's prototype instead of a setting. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function settingsMergeKey(blockId: string, key: string): string {
  return `${blockId}\u0000${key}`;
}

export function updateBlockSettings(
  draft: SiteDraft,
  ctx: EditContext,
  blockId: string,
  key: string,
  value: unknown,
): EditOutcome {
  const at = findBlock(draft, blockId, ctx.locate(blockId));
  if (!at) return refuse(EditMessage.blockGone);
  if (FORBIDDEN_KEYS.has(key)) return refuse(EditMessage.notAnOption(key));
  const block = draft.pages[at.pageIndex]!.sections[at.sectionIndex]!.blocks[at.blockIndex]!;
  const checked = ctx.blocks.check(block.type, key, value);
  if (!checked.ok) return refuse(checked.message);
  const mergeKey = settingsMergeKey(blockId, key);
  if (Object.hasOwn(block.settings, key) && Object.is(block.settings[key], checked.value)) {
    return { ok: true, mergeKey };
  }
  block.settings[key] = checked.value;
  return { ok: true, mergeKey };
}
