// The stored values of the selected block its settings can't use: a value that does not fit its
// key's schema (an older document, a hand-edited file) shows the key's default in the frame
// (blocks/settings.ts readSettings) and stays in the document until the owner changes it; the
// settings panel says which, so nothing is hidden and nothing is rewritten behind the owner's back.
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { unusableSettings } from '../../blocks/settings';
import type { BlockSchemaDefinition } from '../../blocks/types';
import { useEditorState, useEditorStore } from './context';
import { findBlock } from './selectors';

const NONE: readonly string[] = [];

/** "Link: Enter a valid address." for each unusable value of `settings` among `keys`. */
export function describeUnusable(
  definition: BlockSchemaDefinition,
  settings: Readonly<Record<string, unknown>>,
  keys?: readonly string[],
): string[] {
  const checked = keys ? Object.fromEntries(keys.map((key) => [key, settings[key]])) : settings;
  return unusableSettings(definition, checked).map(({ key, message }) => {
    const label = definition.fields.find((field) => field.key === key)?.label ?? key;
    return `${label}: ${message}`;
  });
}

/**
 * The unusable values of one block, described. Every key is checked when the panel opens (and
 * after the document is loaded again); after that only the keys found unusable then, so typing in
 * the panel costs nothing here. An edit can't store an unusable value (the panel refuses it), so
 * no other key can become one.
 */
export function useUnusableSettings(
  blockId: string,
  definition: BlockSchemaDefinition | undefined,
): readonly string[] {
  const store = useEditorStore();
  const loads = useEditorState((state) => state.documentLoads);
  // biome-ignore lint/correctness/useExhaustiveDependencies: checks again after each load
  const suspects = useMemo(() => {
    const block = findBlock(store.getState(), blockId);
    if (!definition || !block) return NONE;
    return unusableSettings(definition, block.settings).map((found) => found.key);
  }, [store, blockId, definition, loads]);
  return useEditorState(
    useShallow((state) => {
      const block = findBlock(state, blockId);
      if (!definition || !block || suspects.length === 0) return NONE;
      return describeUnusable(definition, block.settings, suspects);
    }),
  );
}
