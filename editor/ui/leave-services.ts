// The "save or discard" half of leaving: Save starts the save at once (no autosave delay), waits
// until no save is on its way and succeeds when the store's status is then 'saved'; Discard stops
// the saving session and forgets the local draft. Once leaving has started, the page no longer
// counts as unsaved, so the browser's own prompt does not ask a second time.
import type { EditorServices, EditorStoreApi } from './context';

export interface LeaveDeps {
  readonly store: EditorStoreApi;
  readonly hasUnsavedChanges: () => boolean;
  /** Saves pending edits at once instead of after the autosave's quiet time. */
  readonly startSave: () => void;
  /** Resolves when no save is on its way. */
  readonly savesSettled: () => Promise<void>;
  /** Stops autosaving and drops the browser's draft of unsaved edits. */
  readonly dropDraft: () => void;
  readonly assign: (url: string) => void;
}

type LeaveServices = Pick<
  EditorServices,
  'hasUnsavedChanges' | 'saveNow' | 'discardChanges' | 'navigate'
>;

export function leaveServices(deps: LeaveDeps): LeaveServices {
  let leaving = false;
  return {
    hasUnsavedChanges: () => !leaving && deps.hasUnsavedChanges(),
    saveNow: async () => {
      deps.startSave();
      await deps.savesSettled();
      return deps.store.getState().saveStatus === 'saved';
    },
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
