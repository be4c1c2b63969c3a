// Autosave for one site: after each edit it waits AUTOSAVE_DELAY_MS of quiet, then PUTs the
// document on the revision it is based on. One save at a time, with at most one more queued
// behind it. A conflict stops autosaving until the owner picks keepMine or takeTheirs; a failure
// retries on the next edit or after RETRY_DELAY_MS. Meanwhile unsaved edits are mirrored into
// the local draft. A save the signed-in role may not make (`refusal`, compared with the document
// the server has) is never sent: its refusal is shown instead.
import type { Site } from '../../shared/document/schema';
import { onDocumentPatches, setConflictResolver, useEditor } from '../store';
import type { SaveStatus } from '../store/types';
import type { SaveSiteResult, SiteClient } from './client';
import { AUTOSAVE_DELAY_MS, afterSave, DRAFT_DELAY_MS } from './decisions';
import { clearDraft, type DraftStorage, writeDraft } from './draft';
import { SaveMessage } from './messages';

export interface SaveSessionOptions {
  readonly siteId: string;
  readonly client: SiteClient;
  readonly storage: DraftStorage | null;
  /** The document the server has (by default the store's when the session starts). */
  readonly serverSite?: Site;
  /** Why a save from the server's document to this one would be refused; null: send it. */
  readonly refusal?: (serverSite: Site, site: Site) => string | null;
}

export interface SaveSession {
  start(): void;
  stop(): void;
  /** The loaded document has edits the server lacks (a resumed draft): save them soon. */
  markUnsaved(): void;
  /** Enter the conflict state (a draft made on an older revision). */
  pause(notice: string): void;
  /** Saves pending edits now instead of after the quiet time (a "Save" button, leaving). */
  saveNow(): void;
  keepMine(): Promise<void>;
  takeTheirs(): Promise<void>;
  /** Writes a pending draft now (the page is going away). */
  flushDraft(): void;
  /** Resolves when no save is on its way (for tests and for leaving the page). */
  idle(): Promise<void>;
}

/**
 * One pending timeout at a time (the global timers, so test fake timers apply). Restarting it
 * only moves its deadline: a keystroke does not clear and set a timeout each time; when the
 * timeout fires before the deadline it waits out the rest.
 */
class Timer {
  private handle: ReturnType<typeof setTimeout> | null = null;
  private deadline = 0;
  private run: () => void = () => {};
  start(ms: number, run: () => void): void {
    const deadline = Date.now() + ms;
    this.run = run;
    if (this.handle !== null && deadline >= this.deadline) {
      this.deadline = deadline;
      return;
    }
    this.cancel();
    this.deadline = deadline;
    this.arm(ms);
  }
  private arm(ms: number): void {
    this.handle = setTimeout(() => {
      const left = this.deadline - Date.now();
      if (left > 0) return this.arm(left);
      this.handle = null;
      this.run();
    }, ms);
  }
  cancel(): void {
    if (this.handle !== null) clearTimeout(this.handle);
    this.handle = null;
  }
  get pending(): boolean {
    return this.handle !== null;
  }
}

export function createSaveSession(options: SaveSessionOptions): SaveSession {
  const { siteId, client, storage } = options;
  const debounce = new Timer();
  const retry = new Timer();
  const draftTimer = new Timer();

  let edits = 0;
  let inFlight: Promise<void> | null = null;
  let queued = false;
  let paused = false;
  let stopped = false;
  let lastNotice: string | null = null;
  let stopPatches: (() => void) | null = null;
  let serverSite: Site | null = options.serverSite ?? null;

  const store = () => useEditor.getState();

  function setStatus(status: SaveStatus, notice?: string | null) {
    if (notice === null) {
      // Clear only a message this session put there, never an edit's refusal.
      store().setSaveStatus(status, store().notice === lastNotice ? null : undefined);
      lastNotice = null;
      return;
    }
    if (notice !== undefined) lastNotice = notice;
    store().setSaveStatus(status, notice);
  }

  function writeDraftNow() {
    draftTimer.cancel();
    const { site, revision, saveStatus } = store();
    if (saveStatus !== 'saved')
      writeDraft(storage, { siteId, baseRevision: revision, site, savedAt: Date.now() });
  }

  function onEdit() {
    edits += 1;
    draftTimer.start(DRAFT_DELAY_MS, writeDraftNow);
    if (paused) return;
    retry.cancel();
    debounce.start(AUTOSAVE_DELAY_MS, flush);
  }

  function flush() {
    debounce.cancel();
    if (paused || stopped) return;
    if (inFlight) {
      queued = true;
      return;
    }
    inFlight = save().finally(() => {
      inFlight = null;
      if (queued && !paused && !stopped) {
        queued = false;
        flush();
      }
    });
  }

  async function save(): Promise<void> {
    retry.cancel();
    const sentAt = edits;
    const { site, revision } = store();
    const refused = serverSite && options.refusal?.(serverSite, site);
    if (refused) {
      setStatus('error', refused);
      return;
    }
    setStatus('saving');
    let result: SaveSiteResult;
    try {
      result = await client.saveSite(siteId, revision, site);
    } catch {
      result = { kind: 'network-error', message: SaveMessage.network };
    }
    if (stopped) return;
    const next = afterSave(result, edits !== sentAt);
    if (result.kind === 'ok') serverSite = site;
    if (next.revision !== undefined) store().setRevision(next.revision);
    setStatus(next.status, next.notice);
    if (next.draft === 'clear') {
      draftTimer.cancel();
      clearDraft(storage, siteId);
    } else if (next.draft === 'rewrite') {
      writeDraftNow();
    }
    if (next.pause) {
      paused = true;
      queued = false;
      debounce.cancel();
    }
    if (next.retryAfterMs !== undefined && !debounce.pending) retry.start(next.retryAfterMs, flush);
  }

  const session: SaveSession = {
    start() {
      stopped = false;
      serverSite ??= store().site;
      stopPatches = onDocumentPatches(onEdit);
      setConflictResolver({ keepMine: session.keepMine, takeTheirs: session.takeTheirs });
    },

    stop() {
      stopped = true;
      stopPatches?.();
      stopPatches = null;
      debounce.cancel();
      retry.cancel();
      draftTimer.cancel();
      setConflictResolver(null);
    },

    markUnsaved() {
      onEdit();
    },

    pause(notice) {
      paused = true;
      debounce.cancel();
      retry.cancel();
      setStatus('conflict', notice);
    },

    saveNow() {
      if (debounce.pending || retry.pending || store().saveStatus === 'unsaved') flush();
    },

    async keepMine() {
      if (inFlight) await inFlight;
      const answer = await client.fetchSite(siteId);
      if (stopped) return;
      if (answer.kind !== 'ok') {
        setStatus('conflict', answer.message);
        return;
      }
      store().setRevision(answer.revision);
      serverSite = answer.site;
      paused = false;
      flush();
      await inFlight;
    },

    async takeTheirs() {
      if (inFlight) await inFlight;
      const answer = await client.fetchSite(siteId);
      if (stopped) return;
      if (answer.kind !== 'ok') {
        setStatus(store().saveStatus, answer.message);
        return;
      }
      debounce.cancel();
      retry.cancel();
      draftTimer.cancel();
      paused = false;
      queued = false;
      lastNotice = null;
      clearDraft(storage, siteId);
      serverSite = answer.site;
      store().load(answer.site, answer.revision);
    },

    flushDraft() {
      if (draftTimer.pending) writeDraftNow();
    },

    async idle() {
      while (inFlight) await inFlight;
    },
  };
  return session;
}
