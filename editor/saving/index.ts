// Saving the editor's document: boot, autosave, local draft and conflict choices (the conflict
// choices are the store's keepMine and takeTheirs, which the session registers).
export {
  type BootOptions,
  type BootResult,
  bootEditor,
  discardDraft,
  hasUnsavedChanges,
  saveNow,
  savesSettled,
  stopEditorSession,
  suspendEditor,
} from './boot';
