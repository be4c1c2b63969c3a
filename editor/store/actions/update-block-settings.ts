// Sets one settings value of one block, at a key or a path inside it (`['items', 2, 'title']`),
// after the block type's schema accepts the whole top-level value it lands in. The block is found
// through the index (no walk over the site): this runs on every keystroke in a panel. While the
// editor edits another language (ctx.language), a text (a setting holding words, or one inside a
// list item) is written as that language's translation instead (docs/languages.md); every other
// setting is shared.
import type { SettingsPath } from '../../../blocks/types';
import { textKeyAt } from '../../../shared/document/list-texts';
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
  if (ctx.language !== null && ctx.blocks.holdsWords(block.type, path)) {
    const edit = { language: ctx.language, block, blockId, settingsPath, path, mergeKey };
    return translateSetting(site, ctx, edit, checked.value);
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

/**
 * The edit of a text while the editor edits another language: the words go to that language's
 * translation, keyed by the setting's name or, inside a list, by the item's id
 * (`items.<itemId>.title`, shared/document/list-texts.ts).
 */
function translateSetting(
  site: Site,
  ctx: EditContext,
  edit: {
    readonly language: string;
    readonly block: Block;
    readonly blockId: string;
    readonly settingsPath: (string | number)[];
    readonly path: SettingsPath;
    readonly mergeKey: string | undefined;
  },
  value: unknown,
): PlannedEdit {
  const { language, block, blockId, settingsPath, path, mergeKey } = edit;
  const [top] = path as [string, ...SettingsPath];
  // A translation replaces only what the block holds: a default it does not hold yet (a setting,
  // or the list the text is in) is stored first (the frame shows the same words either way).
  const held = Object.hasOwn(block.settings, top);
  const settings = held
    ? block.settings
    : { ...block.settings, [top]: ctx.blocks.defaults(block.type)[top] };
  const key = path.length === 1 ? top : textKeyAt(settings, path);
  if (key === null) return refuse(EditMessage.itemWithoutId);
  const translation = ['translations', language, 'blocks', blockId, key];
  const after = setBlockTranslation(site, language, blockId, key, value);
  const change = patchesAlong(site, after, translation);
  if (change.patches.length === 0) return { ok: true, patches: [], inversePatches: [] };
  const stored: PathPatch[] = held
    ? []
    : [{ op: 'add', path: [...settingsPath, top], value: settings[top] }];
  return {
    ok: true,
    ...(mergeKey ? { mergeKey: `${language}\u0000${mergeKey}` } : {}),
    patches: [...stored, ...change.patches],
    inversePatches: [
      ...change.inversePatches,
      ...(held ? [] : [{ op: 'remove' as const, path: [...settingsPath, top] }]),
    ],
  };
}
