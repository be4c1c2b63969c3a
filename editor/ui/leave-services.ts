// The "save or discard" half of leaving, over the store's save status: Save starts the save at
// once (no autosave delay) and waits for it to settle ('saved' is success; 'error' or 'conflict' is failure), Discard stops the
// saving session and forgets the local draft. Once leaving has started, the page no longer
// counts as unsaved, so the browser's own prompt does not ask a second time.
import type { EditorState, SaveStatus } from '../store/types';
import type { EditorServices, EditorStoreApi } from './context';

export interface LeaveDeps {
  readonly store: EditorStoreApi;
  readonly hasUnsavedChanges: () => boolean;
  /** Saves pending edits at once instead of after the autosave's quiet time. */
  readonly startSave: () => void;
  /** Stops autosaving and drops the browser's draft of unsaved edits. */
  readonly dropDraft: () => void;
  readonly assign: (url: string) => void;
}

type LeaveServices = Pick<
  EditorServices,
  'hasUnsavedChanges' | 'saveNow' | 'discardChanges' | 'navigate'
>;

function settled(status: SaveStatus): boolean | null {
  if (status === 'saved') return true;
  if (status === 'error' || status === 'conflict') return false;
  return null;
}

export function leaveServices(deps: LeaveDeps): LeaveServices {
  let leaving = false;
  return {
    hasUnsavedChanges: () => !leaving && deps.hasUnsavedChanges(),
    saveNow: () =>
      new Promise<boolean>((resolve) => {
        deps.startSave();
        const now = settled(deps.store.getState().saveStatus);
        if (now !== null) {
          resolve(now);
          return;
        }
        const stop = deps.store.subscribe((state: EditorState) => {
          const result = settled(state.saveStatus);
          if (result === null) return;
          stop();
          resolve(result);
        });
      }),
    discardChanges: () => {
      leaving = true;
      deps.dropDraft();
    },
    navigate: (url) => {
      leaving = true;
      deps.assign(url);
    },
  };
}
