import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOwner } from '../auth/owner';
import { useEditor } from '../store';
import { page, sampleSite, site } from '../store/test-site';
import {
  bootEditor,
  discardDraft,
  hasUnsavedChanges,
  savesSettled,
  stopEditorSession,
  suspendEditor,
} from './boot';
import { AUTOSAVE_DELAY_MS } from './decisions';
import { draftKey, writeDraft } from './draft';
import { FakeServer } from './fake-server';
import { writePlace } from './last-place';
import { MemoryStorage } from './memory-storage';
import { usePublishState } from './publish-state';

const state = () => useEditor.getState();
let server: FakeServer;
let storage: MemoryStorage;

const draftSite = () => ({ ...sampleSite(), title: 'Draft title' });

beforeEach(() => {
  vi.useFakeTimers();
  server = new FakeServer(sampleSite(), 5);
  storage = new MemoryStorage();
  state().load(site([page('home')]), 0);
  setOwner({ email: 'owner@test.example', role: 'admin', siteId: 'demo', hasPassword: true });
});
afterEach(() => {
  setOwner(null);
  stopEditorSession();
  vi.useRealTimers();
});

describe('bootEditor', () => {
  it('loads the server document when there is no draft', async () => {
    expect(await bootEditor('demo', { client: server, storage })).toEqual({ ok: true });
    expect(state()).toMatchObject({
      site: server.site,
      revision: 5,
      saveStatus: 'saved',
      notice: null,
    });
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('reopens on the page, block and scroll the owner left, skipping ones that are gone', async () => {
    writePlace(storage, 'demo', { pageId: 'about', selectedBlockId: 'd', scrollY: 700 });
    await bootEditor('demo', { client: server, storage });
    expect(state()).toMatchObject({
      pageId: 'about',
      selectedBlockId: 'd',
      frameScrollToRestore: 700,
    });
    state().setFrameScrollToRestore(null);
    writePlace(storage, 'demo', { pageId: 'gone', selectedBlockId: 'gone-too', scrollY: 700 });
    state().load(site([page('home')]), 0);
    await bootEditor('demo', { client: server, storage });
    expect(state()).toMatchObject({
      pageId: 'home',
      selectedBlockId: null,
      frameScrollToRestore: null,
    });
  });

  it('resumes a draft made on the current revision as unsaved, and saves it', async () => {
    writeDraft(storage, { siteId: 'demo', baseRevision: 5, site: draftSite(), savedAt: 1 });
    await bootEditor('demo', { client: server, storage });
    expect(state()).toMatchObject({ revision: 5, saveStatus: 'unsaved' });
    expect(state().site.title).toBe('Draft title');
    expect(hasUnsavedChanges()).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await savesSettled();
    expect(server.site.title).toBe('Draft title');
    expect(state()).toMatchObject({ revision: 6, saveStatus: 'saved' });
    expect(storage.items.size).toBe(0);
  });

  it('never sends a viewer’s resumed draft: the role may not edit pages', async () => {
    setOwner({ email: 'v@test.example', role: 'viewer', siteId: 'demo', hasPassword: true });
    writeDraft(storage, { siteId: 'demo', baseRevision: 5, site: draftSite(), savedAt: 1 });
    await bootEditor('demo', { client: server, storage });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    await savesSettled();
    expect(server.saves).toHaveLength(0);
    expect(state().notice).toBe('The viewer role cannot edit pages, blocks and design.');
  });

  it('knows which revision visitors see', async () => {
    server.publishedRevision = 4;
    await bootEditor('demo', { client: server, storage });
    expect(usePublishState.getState().publishedRevision).toBe(4);
  });

  it('shows a draft made on an older revision as a conflict, and keepMine saves it', async () => {
    writeDraft(storage, { siteId: 'demo', baseRevision: 4, site: draftSite(), savedAt: 1 });
    await bootEditor('demo', { client: server, storage });
    expect(state()).toMatchObject({
      revision: 4,
      saveStatus: 'conflict',
      notice: 'This site was changed elsewhere since your unsaved changes were made.',
    });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(server.saves).toHaveLength(0);
    await state().keepMine();
    expect(server.saves).toEqual([{ baseRevision: 5, site: state().site }]);
    expect(state()).toMatchObject({ revision: 6, saveStatus: 'saved' });
  });

  it('takeTheirs after a draft conflict shows the server document', async () => {
    writeDraft(storage, { siteId: 'demo', baseRevision: 4, site: draftSite(), savedAt: 1 });
    await bootEditor('demo', { client: server, storage });
    await state().takeTheirs();
    expect(state()).toMatchObject({ site: server.site, revision: 5, saveStatus: 'saved' });
    expect(storage.items.size).toBe(0);
  });

  it('discards a draft that does not parse, with a notice', async () => {
    storage.setItem(
      draftKey('demo'),
      JSON.stringify({ siteId: 'demo', baseRevision: 5, savedAt: 1, site: { pages: 3 } }),
    );
    await bootEditor('demo', { client: server, storage });
    expect(state()).toMatchObject({
      site: server.site,
      saveStatus: 'saved',
      notice: 'Unsaved changes from your last visit could not be restored and were discarded.',
    });
    expect(storage.items.size).toBe(0);
  });

  it.each([
    ['the network fails', () => (server.offline = true), 'Unable to load. Try again.'],
    [
      'the server refuses',
      () => {
        server.fetchSite = async () => ({
          kind: 'failed',
          status: 404,
          message: 'Site not found.',
        });
      },
      'Site not found.',
    ],
  ])('reports when %s', async (_name, breakIt, message) => {
    breakIt();
    expect(await bootEditor('demo', { client: server, storage })).toEqual({ ok: false, message });
    expect(state()).toMatchObject({ saveStatus: 'error', notice: message });
  });

  it('discardDraft forgets the unsaved edits and stops autosaving them', async () => {
    writeDraft(storage, { siteId: 'demo', baseRevision: 5, site: draftSite(), savedAt: 1 });
    await bootEditor('demo', { client: server, storage });
    discardDraft();
    expect(storage.items.size).toBe(0);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(server.site.title).not.toBe('Draft title');
  });

  it('a session that ends keeps the edit in the draft, saving none, until the next boot', async () => {
    await bootEditor('demo', { client: server, storage });
    state().updateBlockSettings('a', 'label', 'Edited while signed in');
    suspendEditor();
    expect(storage.items.has(draftKey('demo'))).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(server.saves).toHaveLength(0);

    await bootEditor('demo', { client: server, storage });
    expect(state().saveStatus).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await savesSettled();
    expect(JSON.stringify(server.site)).toContain('Edited while signed in');
    expect(storage.items.size).toBe(0);
  });

  it('a second boot replaces the first session', async () => {
    await bootEditor('demo', { client: server, storage });
    const other = new FakeServer(sampleSite(), 1);
    await bootEditor('demo', { client: other, storage });
    state().updateBlockSettings('a', 'label', 'x');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await savesSettled();
    expect(server.saves).toHaveLength(0);
    expect(other.saves).toHaveLength(1);
  });
});
