// Reading one value inside a block's settings by path, with the block type's default where the
// document does not hold the top-level key yet (a block stored with fewer settings, such as the
// demo seed's, or one inserted before the key existed): the panel shows what the frame shows.
// While another language is edited, a text shows its translation where it has one.
import { valueAt } from '../../../blocks/settings';
import type { BlockSchemaDefinition, SettingsPath } from '../../../blocks/types';
import type { Block } from '../../../shared/document/schema';
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

/** The value a field shows: the setting, or in the language being edited its translation. */
export function shownSettingAt(
  state: Pick<EditorState, 'site' | 'pageId' | 'editingFooter' | 'editingLanguage'>,
  blockId: string,
  path: SettingsPath,
  schemaOf: SchemaOf,
): unknown {
  const [key] = path;
  if (state.editingLanguage !== null && path.length === 1 && typeof key === 'string') {
    const words = state.site.translations?.[state.editingLanguage]?.blocks?.[blockId];
    if (words && Object.hasOwn(words, key)) return words[key];
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
