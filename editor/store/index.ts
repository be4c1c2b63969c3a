// The editor store's public entry point.
export type { BlockDefinitionLookup } from './block-catalog';
export { configureBlocks } from './block-catalog';
export type { BlockLocation } from './block-index';
export { useEditor } from './editor-store';
export { type EditorStore, locateBlock } from './engine';
export { onDocumentPatches } from './patch-listeners';
export { type ConflictResolver, setConflictResolver } from './slices/save-slice';
export type * from './types';
