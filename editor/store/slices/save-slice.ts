// The save state the status line shows. The saving module (editor/saving/) drives it and
// registers the conflict choices, so the store does not depend on the network code.
import type { EditorActions, EditorData } from '../types';
import type { Slice } from './slice';

export interface ConflictResolver {
  keepMine(): Promise<void>;
  takeTheirs(): Promise<void>;
}

let resolver: ConflictResolver | null = null;

/** The saving session registers itself here; null unregisters. */
export function setConflictResolver(next: ConflictResolver | null): void {
  resolver = next;
}

type SaveData = Pick<EditorData, 'saveStatus' | 'revision'>;
type SaveActions = Pick<EditorActions, 'setSaveStatus' | 'setRevision' | 'keepMine' | 'takeTheirs'>;

export const createSaveSlice: Slice<SaveData & SaveActions> = (set) => ({
  saveStatus: 'saved',
  revision: 0,

  setSaveStatus(status, notice) {
    set((draft) => {
      draft.saveStatus = status;
      if (notice === undefined) return;
      draft.notice = notice;
      draft.noticeTone = 'error';
    });
  },

  setRevision(revision) {
    set((draft) => {
      draft.revision = revision;
    });
  },

  keepMine: () => resolver?.keepMine() ?? Promise.resolve(),
  takeTheirs: () => resolver?.takeTheirs() ?? Promise.resolve(),
});
