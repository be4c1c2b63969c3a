// Saving the editor's document: boot, autosave, local draft and conflict choices.
export {
  type BootOptions,
  type BootResult,
  bootEditor,
  discardDraft,
  hasUnsavedChanges,
  keepMine,
  saveNow,
  savesSettled,
  stopEditorSession,
  takeTheirs,
} from './boot';
export { type ClientOptions, createSiteClient, type SiteClient } from './client';
export { AUTOSAVE_DELAY_MS, DRAFT_DELAY_MS, RETRY_DELAY_MS } from './decisions';
export { draftKey } from './draft';
export { SaveMessage } from './messages';
