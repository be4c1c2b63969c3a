// Sets one settings value of one block, at a key or a path inside it (`['items', 2, 'title']`),
// after the block type's schema accepts the whole top-level value it lands in. The block is found
// through the index (no walk over the site): this runs on every keystroke in a panel. While the
// editor edits another language (ctx.language), a setting holding words is written as that
// language's translation instead (docs/languages.md); every other setting is shared.
import type { SettingsPath } from '../../../blocks/types';
import { type PathPatch, setValuePatches, valueAtPath } from '../../../shared/document/patches';
import type { Block, Site } from '../../../shared/document/schema';
import { setBlockTranslation } from '../../../shared/document/translate';
import { FOOTER_LAYOUT_ID } from '../block-index';
import { type EditContext, type PlannedEdit, refuse, type SiteDraft } from './context';
import { findBlock, pageIndexOf } from './find';
import { EditMessage } from './messages';
import { patchesAlong } from './translation-edits';

export function settingsMergeKey(blockId: string, path: string | SettingsPath): string {
  return [blockId, ...(typeof path === 'string' ? [path] : path)].join('\u0000');
}

type Container = Readonly<Record<string | number, unknown>>;

/** The object the last step of `path` lives in, when every step before it exists. */
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

/**
 * Works out the change on the plain document (no draft: this is the keystroke's edit) and
 * returns its patch and the one that undoes it.
 */
export function updateBlockSettings(
  site: Site,
  ctx: EditContext,
  blockId: string,
  keyOrPath: string | SettingsPath,
  value: unknown,
  options: SettingsEditOptions = {},
): PlannedEdit {
  // findBlock only reads, through base(), which a plain document already is.
  const at = findBlock(site as SiteDraft, blockId, ctx.locate(blockId));
  if (!at) return refuse(EditMessage.blockGone);
  const layoutPath =
    at.layoutId === FOOTER_LAYOUT_ID
      ? ['footer']
      : ['pages', pageIndexOf(site as SiteDraft, at.layoutId)];
  const blockPath = [...layoutPath, 'sections', at.sectionIndex, 'blocks', at.blockIndex];
  const block = valueAtPath(site, blockPath) as Block;
  if (block.unreadable) return refuse(EditMessage.unreadable);
  const path = typeof keyOrPath === 'string' ? [keyOrPath] : keyOrPath;
  const checked = ctx.blocks.checkAt(block.type, block.settings, path, value);
  if (!checked.ok) return refuse(checked.message);
  const mergeKey = options.merge === false ? undefined : settingsMergeKey(blockId, path);
  const settingsPath = [...blockPath, 'settings'];
  const [key] = path;
  if (
    ctx.language !== null &&
    path.length === 1 &&
    typeof key === 'string' &&
    ctx.blocks.textKeys(block.type).includes(key)
  ) {
    const translation = ['translations', ctx.language, 'blocks', blockId, key];
    const after = setBlockTranslation(site, ctx.language, blockId, key, checked.value);
    const change = patchesAlong(site, after, translation);
    // A translation replaces only a setting the block holds: a default it does not hold yet is
    // stored first (the frame shows the same words either way).
    const held = Object.hasOwn(block.settings, key);
    const stored: PathPatch[] = held
      ? []
      : [{ op: 'add', path: [...settingsPath, key], value: ctx.blocks.defaults(block.type)[key] }];
    return {
      ok: true,
      ...(mergeKey ? { mergeKey: `${ctx.language}\u0000${mergeKey}` } : {}),
      patches: change.patches.length > 0 ? [...stored, ...change.patches] : [],
      inversePatches:
        change.patches.length > 0
          ? [
              ...change.inversePatches,
              ...(held ? [] : [{ op: 'remove' as const, path: [...settingsPath, key] }]),
            ]
          : [],
    };
  }
  // A top-level value that was a default the document did not hold yet is stored whole.
  const change = parentAt(block.settings, path)
    ? setValuePatches(site, [...settingsPath, ...path], checked.value)
    : setValuePatches(site, [...settingsPath, checked.key], checked.top);
  return {
    ok: true,
    mergeKey,
    patches: change ? [change.patch] : [],
    inversePatches: change ? [change.inverse] : [],
  };
}
