// Who hears about document changes: the frame bridge (to patch the preview) and autosave.
import type { DocumentPatch } from '../../shared/protocol/messages';
import type { PatchListener } from './types';

const listeners = new Set<PatchListener>();

/** Subscribes to the patches of every edit, undo and redo; returns the unsubscribe function. */
export function onDocumentPatches(listener: PatchListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitPatches(patches: readonly DocumentPatch[]): void {
  if (patches.length === 0) return;
  for (const listener of [...listeners]) {
    try {
      listener(patches);
    } catch (error) {
      // One broken listener (say, a frame that went away) must not undo the edit for the others.
      console.error(error);
    }
  }
}
