// Starting the editor on a site: fetch the server's document, reconcile it with a local draft
// (see planBoot), load the store and start autosaving; stopping when the owner's session ends,
// the draft kept. Also what the page asks before leaving. The editor reopens on the page, block
// and scroll the owner left (last-place.ts).
import { saveRefusalNow } from '../auth/editing';
import { frameScrollY } from '../frame/bridge';
import { useEditor } from '../store';
import { createSiteClient, type SiteClient } from './client';
import { planBoot } from './decisions';
import { browserStorage, clearDraft, type DraftStorage, readDraft } from './draft';
import { readPlace, restorePlace, writePlace } from './last-place';
import { SaveMessage } from './messages';
import { setPublishedRevision } from './publish-state';
import { createSaveSession, type SaveSession } from './session';

export interface BootOptions {
  readonly client?: SiteClient;
  /** null: keep no local draft. Defaults to localStorage. */
  readonly storage?: DraftStorage | null;
}

export type BootResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

let session: SaveSession | null = null;
let discard: (() => void) | null = null;
let removePageHide: (() => void) | null = null;

/** Loads the site into the store and starts autosaving it; a second call restarts. */
export async function bootEditor(siteId: string, options: BootOptions = {}): Promise<BootResult> {
  stopEditorSession();
  const client = options.client ?? createSiteClient();
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const answer = await client.fetchSite(siteId);
  const store = useEditor.getState();
  if (answer.kind !== 'ok') {
    const message = answer.kind === 'network-error' ? SaveMessage.loadFailed : answer.message;
    store.setSaveStatus('error', message);
    return { ok: false, message };
  }

  setPublishedRevision(answer.publishedRevision);
  const current = createSaveSession({
    siteId,
    client,
    storage,
    serverSite: answer.site,
    refusal: saveRefusalNow,
  });
  session = current;
  discard = () => clearDraft(storage, siteId);
  const plan = planBoot(answer.revision, readDraft(storage, siteId));
  switch (plan.kind) {
    case 'server':
      store.load(answer.site, answer.revision);
      break;
    case 'discard-draft':
      clearDraft(storage, siteId);
      store.load(answer.site, answer.revision);
      store.setSaveStatus('saved', plan.notice);
      break;
    case 'resume-draft':
      store.load(plan.site, answer.revision);
      store.setSaveStatus('unsaved');
      break;
    case 'draft-conflict':
      store.load(plan.site, plan.baseRevision);
      break;
  }
  restorePlace(() => useEditor.getState(), readPlace(storage, siteId));
  current.start();
  if (plan.kind === 'resume-draft') current.markUnsaved();
  if (plan.kind === 'draft-conflict') {
    current.pause(SaveMessage.draftConflict);
  }

  const onPageHide = () => {
    current.flushDraft();
    const { pageId, selectedBlockId, framePath } = useEditor.getState();
    // The frame's scroll is the page's only while it shows the page being edited.
    const scrollY = framePath === null ? frameScrollY() : 0;
    writePlace(storage, siteId, { pageId, selectedBlockId, scrollY });
  };
  globalThis.addEventListener?.('pagehide', onPageHide);
  removePageHide = () => globalThis.removeEventListener?.('pagehide', onPageHide);
  return { ok: true };
}

/** Stops autosaving (tests, or switching sites). */
export function stopEditorSession(): void {
  session?.stop();
  session = null;
  removePageHide?.();
  removePageHide = null;
  discard = null;
}

/**
 * The owner's session ended: unsaved edits go to the local draft now, and saving stops until
 * bootEditor runs again after signing in (it resumes the draft).
 */
export function suspendEditor(): void {
  session?.flushDraft();
  stopEditorSession();
}

/** Leaving without saving: stops autosaving and forgets the browser's draft of unsaved edits. */
export function discardDraft(): void {
  const clear = discard;
  stopEditorSession();
  clear?.();
}

/** For the beforeunload prompt: edits the server does not have yet. */
export function hasUnsavedChanges(): boolean {
  const { loaded, saveStatus } = useEditor.getState();
  return loaded && saveStatus !== 'saved';
}

/** Saves pending edits at once instead of after the autosave's quiet time. */
export function saveNow(): void {
  session?.saveNow();
}

/** Resolves when no save is on its way. */
export function savesSettled(): Promise<void> {
  return session?.idle() ?? Promise.resolve();
}
