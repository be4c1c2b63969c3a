// Reading one value inside a block's settings by path, with the block type's default where the
// document does not hold the top-level key yet (a block stored with fewer settings, such as the
// demo seed's, or one inserted before the key existed): the panel shows what the frame shows.
// While another language is edited, a text shows its translation where it has one, a text inside
// a list item too (found by the item's id, shared/document/list-texts.ts).
import { valueAt } from '../../../blocks/settings';
import type { BlockSchemaDefinition, SettingsPath } from '../../../blocks/types';
import type { Block } from '../../../shared/document/schema';
import { translateBlockSettings } from '../../../shared/document/translate';
import { memoByPair } from '../../../shared/weak-memo';
import type { EditorState } from '../../store/types';
import { useEditorState, useServices } from '../context';
import { findBlock } from '../selectors';

function settingAt(block: Block | undefined, path: SettingsPath, schemaOf: SchemaOf): unknown {
  if (!block) return undefined;
  const [key] = path;
  const holds = typeof key === 'string' && Object.hasOwn(block.settings, key);
  return valueAt(holds ? block.settings : schemaOf(block.type)?.defaults, path);
}

type SchemaOf = (type: number) => BlockSchemaDefinition | undefined;

type Settings = Block['settings'];

/** A block's settings with a language's words in place, the same object for the same two. */
const translatedSettings = memoByPair((settings: Settings, words: Settings) =>
  translateBlockSettings(settings, words),
);

/** The value a field shows: the setting, or in the language being edited its translation. */
export function shownSettingAt(
  state: Pick<EditorState, 'site' | 'pageId' | 'editingFooter' | 'editingLanguage'>,
  blockId: string,
  path: SettingsPath,
  schemaOf: SchemaOf,
): unknown {
  const [key] = path;
  const words =
    state.editingLanguage === null
      ? undefined
      : state.site.translations?.[state.editingLanguage]?.blocks?.[blockId];
  if (words && typeof key === 'string') {
    if (path.length === 1 && Object.hasOwn(words, key)) return words[key];
    const block = findBlock(state, blockId);
    // Inside a list the block holds: its items with their texts in the language edited.
    if (path.length > 1 && block && Object.hasOwn(block.settings, key)) {
      return valueAt(translatedSettings(block.settings, words), path);
    }
  }
  return settingAt(findBlock(state, blockId), path, schemaOf);
}

export function useSettingAt(blockId: string, path: SettingsPath): unknown {
  const { blockSchema } = useServices();
  return useEditorState((state) => shownSettingAt(state, blockId, path, blockSchema));
}

/** A derived value of the setting at `path` (an item id list, a label), compared by `select`. */
export function useSettingsSelector<T>(
  blockId: string,
  path: SettingsPath,
  select: (value: unknown) => T,
): T {
  const { blockSchema } = useServices();
  return useEditorState((state) => select(shownSettingAt(state, blockId, path, blockSchema)));
}
