// Reading one value inside a block's settings by path, with the block type's default where the
// document does not hold the top-level key yet (a block stored with fewer settings, such as the
// demo seed's, or one inserted before the key existed): the panel shows what the frame shows.
import { valueAt } from '../../../blocks/settings';
import type { BlockSchemaDefinition, SettingsPath } from '../../../blocks/types';
import type { Block } from '../../../shared/document/schema';
import { useEditorState, useServices } from '../context';
import { findBlock } from '../selectors';

export function settingAt(
  block: Block | undefined,
  path: SettingsPath,
  schemaOf: (type: number) => BlockSchemaDefinition | undefined,
): unknown {
  if (!block) return undefined;
  const [key] = path;
  const holds = typeof key === 'string' && Object.hasOwn(block.settings, key);
  return valueAt(holds ? block.settings : schemaOf(block.type)?.defaults, path);
}

export function useSettingAt(blockId: string, path: SettingsPath): unknown {
  const { blockSchema } = useServices();
  return useEditorState((state) => settingAt(findBlock(state, blockId), path, blockSchema));
}

/** A derived value of the setting at `path` (an item id list, a label), compared by `select`. */
export function useSettingsSelector<T>(
  blockId: string,
  path: SettingsPath,
  select: (value: unknown) => T,
): T {
  const { blockSchema } = useServices();
  return useEditorState((state) => select(settingAt(findBlock(state, blockId), path, blockSchema)));
}
