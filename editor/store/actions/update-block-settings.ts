// Sets one settings value of one block, at a key or a path inside it (`['items', 2, 'title']`),
// after the block type's schema accepts the whole top-level value it lands in. The block is found
// through the index (no walk over the site): this runs on every keystroke in a panel.
import type { SettingsPath } from '../../../blocks/types';
import { type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { blockDraft } from './find';

export function settingsMergeKey(blockId: string, path: string | SettingsPath): string {
  return [blockId, ...(typeof path === 'string' ? [path] : path)].join('\u0000');
}

type Container = Record<string | number, unknown>;

/** The draft object the last step of `path` lives in, when every step before it exists. */
function parentAt(settings: Container, path: SettingsPath): Container | null {
  let current: unknown = settings;
  for (const step of path.slice(0, -1)) {
    if (typeof current !== 'object' || current === null) return null;
    const next: unknown = (current as Container)[step];
    if (next === undefined) return null;
    current = next;
  }
  return typeof current === 'object' && current !== null ? (current as Container) : null;
}

export interface SettingsEditOptions {
  /**
   * false: this change is its own undo step even right after another change at the same path (a
   * table's "Add row", an import), where typing would merge.
   */
  readonly merge?: boolean;
}

export function updateBlockSettings(
  draft: SiteDraft,
  ctx: EditContext,
  blockId: string,
  keyOrPath: string | SettingsPath,
  value: unknown,
  options: SettingsEditOptions = {},
): EditOutcome {
  const block = blockDraft(draft, ctx, blockId);
  if (!block.ok) return block;
  const { settings, type } = block.draft;
  const path = typeof keyOrPath === 'string' ? [keyOrPath] : keyOrPath;
  const checked = ctx.blocks.checkAt(type, block.base.settings, path, value);
  if (!checked.ok) return refuse(checked.message);
  const mergeKey = options.merge === false ? undefined : settingsMergeKey(blockId, path);
  const parent = parentAt(settings, path);
  if (!parent) {
    // The top-level value was a default the document did not hold yet: store it whole.
    settings[checked.key] = checked.top;
    return { ok: true, mergeKey };
  }
  const last = path[path.length - 1]!;
  if (Object.hasOwn(parent, last) && Object.is(parent[last], checked.value)) {
    return { ok: true, mergeKey };
  }
  parent[last] = checked.value;
  return { ok: true, mergeKey };
}
