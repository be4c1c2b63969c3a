// Reading one value inside a block's settings by path, with the block type's default where the
// document does not hold the key yet (a block inserted before the key existed).
import { valueAt } from '../../../blocks/settings';
import type { SettingsPath } from '../../../blocks/types';
import { useEditorState, useServices } from '../context';
import { findBlock } from '../selectors';

export function useSettingAt(blockId: string, path: SettingsPath): unknown {
  const { blockSchema } = useServices();
  return useEditorState((state) => {
    const block = findBlock(state, blockId);
    if (!block) return undefined;
    const stored = valueAt(block.settings, path);
    return stored === undefined ? valueAt(blockSchema(block.type)?.defaults, path) : stored;
  });
}

/** A derived value of the setting at `path` (an item id list, a label), compared by `select`. */
export function useSettingsSelector<T>(
  blockId: string,
  path: SettingsPath,
  select: (value: unknown) => T,
): T {
  return useEditorState((state) => {
    const block = findBlock(state, blockId);
    return select(block ? valueAt(block.settings, path) : undefined);
  });
}
