import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveRefusal } from '../auth/editing';
import { useEditor } from '../store';
import { BUTTON, sampleSite } from '../store/test-site';
import { AUTOSAVE_DELAY_MS, DRAFT_DELAY_MS, RETRY_DELAY_MS } from './decisions';
import { draftKey, readDraft } from './draft';
import { FakeServer } from './fake-server';
import { MemoryStorage } from './memory-storage';
import { createSaveSession, type SaveSession } from './session';

const state = () => useEditor.getState();
const NETWORK = 'Unable to connect. Please try again.';

let server: FakeServer;
let storage: MemoryStorage;
let session: SaveSession;

function label(value: string) {
  state().updateBlockSettings('a', 'label', value);
}
const labelOnServer = () => server.site.pages[0]!.sections[0]!.blocks[0]!.settings.label;
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  server = new FakeServer(sampleSite(), 3);
  storage = new MemoryStorage();
  state().load(server.site, server.revision);
  session = createSaveSession({ siteId: 'demo', client: server, storage });
  session.start();
});
afterEach(() => {
  session.stop();
  vi.useRealTimers();
});

describe('autosave', () => {
  it(`saves ${AUTOSAVE_DELAY_MS} ms after the last edit, once, with the latest document`, async () => {
    label('H');
    expect(state().saveStatus).toBe('unsaved');
    await wait(500);
    label('Hi');
    await wait(AUTOSAVE_DELAY_MS - 1);
    expect(server.saves).toHaveLength(0);
    await wait(1);
    await session.idle();
    expect(server.saves).toHaveLength(1);
    expect(server.saves[0]!.baseRevision).toBe(3);
    expect(labelOnServer()).toBe('Hi');
    expect(state()).toMatchObject({ saveStatus: 'saved', revision: 4 });
  });

  it('keeps its timeouts while the owner types: a keystroke moves the deadlines, it sets none', async () => {
    label('H');
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    for (const text of ['He', 'Hel', 'Hell', 'Hello']) {
      await wait(50);
      label(text);
    }
    expect(timeouts).not.toHaveBeenCalled();
    await wait(AUTOSAVE_DELAY_MS - 1);
    expect(server.saves).toHaveLength(0);
    await wait(1);
    await session.idle();
    expect(server.saves).toHaveLength(1);
    expect(labelOnServer()).toBe('Hello');
    timeouts.mockRestore();
  });

  it('shows saving while the save is on its way, and unsaved when edits arrived meanwhile', async () => {
    const release = server.hold();
    label('One');
    await wait(AUTOSAVE_DELAY_MS);
    expect(state().saveStatus).toBe('saving');
    label('Two');
    release();
    await session.idle();
    expect(state()).toMatchObject({ saveStatus: 'unsaved', revision: 4 });
    // The draft now sits on the new revision, so a reload does not see a false conflict.
    const draft = readDraft(storage, 'demo');
    expect(draft).toMatchObject({ kind: 'found', draft: { baseRevision: 4 } });
    await wait(AUTOSAVE_DELAY_MS);
    await session.idle();
    expect(state()).toMatchObject({ saveStatus: 'saved', revision: 5 });
    expect(labelOnServer()).toBe('Two');
    expect(storage.items.size).toBe(0);
  });

  it('queues at most one save behind the one on its way', async () => {
    const release = server.hold();
    label('1');
    await wait(AUTOSAVE_DELAY_MS);
    for (const value of ['2', '3', '4']) {
      label(value);
      await wait(AUTOSAVE_DELAY_MS);
    }
    expect(server.saves).toHaveLength(1);
    release();
    await session.idle();
    expect(
      server.saves.map((save) => save.site.pages[0]!.sections[0]!.blocks[0]!.settings.label),
    ).toEqual(['1', '4']);
    expect(state()).toMatchObject({ saveStatus: 'saved', revision: 5 });
  });

  it('saveNow saves pending edits without waiting, and does nothing when all is saved', async () => {
    session.saveNow();
    expect(server.saves).toHaveLength(0);
    label('now');
    session.saveNow();
    await session.idle();
    expect(server.saves).toHaveLength(1);
    expect(state().saveStatus).toBe('saved');
    await wait(AUTOSAVE_DELAY_MS);
    expect(server.saves).toHaveLength(1);
  });

  it('keeps a refusal notice when a save succeeds', async () => {
    label('x');
    state().insertBlock(15);
    await wait(AUTOSAVE_DELAY_MS);
    await session.idle();
    expect(state()).toMatchObject({ saveStatus: 'saved', notice: 'Unknown block type 15.' });
  });
});

describe('failures', () => {
  it(`retries after ${RETRY_DELAY_MS} ms when the network fails, and clears its notice once saved`, async () => {
    server.offline = true;
    label('x');
    await wait(AUTOSAVE_DELAY_MS);
    await session.idle();
    expect(state()).toMatchObject({ saveStatus: 'error', notice: NETWORK });
    server.offline = false;
    await wait(RETRY_DELAY_MS - 1);
    expect(server.saves).toHaveLength(1);
    await wait(1);
    await session.idle();
    expect(server.saves).toHaveLength(2);
    expect(state()).toMatchObject({ saveStatus: 'saved', notice: null });
  });

  it('retries with the next edit, sooner than the timer', async () => {
    server.offline = true;
    label('x');
    await wait(AUTOSAVE_DELAY_MS);
    await session.idle();
    server.offline = false;
    label('y');
    await wait(AUTOSAVE_DELAY_MS);
    await session.idle();
    expect(server.saves).toHaveLength(2);
    expect(state().saveStatus).toBe('saved');
    await wait(RETRY_DELAY_MS);
    expect(server.saves).toHaveLength(2);
  });

  it('treats a client that throws as a network error', async () => {
    server.saveSite = async () => {
      throw new Error('boom');
    };
    label('x');
    await wait(AUTOSAVE_DELAY_MS);
    await session.idle();
    expect(state()).toMatchObject({ saveStatus: 'error', notice: NETWORK });
  });
});

describe('conflicts', () => {
  async function conflict() {
    server.saveElsewhere({ ...sampleSite(), title: 'Theirs' });
    label('Mine');
    await wait(AUTOSAVE_DELAY_MS);
    await session.idle();
  }

  it('stops autosaving until the owner chooses, keeping the draft', async () => {
    await conflict();
    expect(state()).toMatchObject({
      saveStatus: 'conflict',
      notice: 'This site was changed elsewhere since you opened it.',
    });
    label('More');
    await wait(AUTOSAVE_DELAY_MS + RETRY_DELAY_MS);
    expect(server.saves).toHaveLength(1);
    expect(readDraft(storage, 'demo')).toMatchObject({ kind: 'found', draft: { baseRevision: 3 } });
  });

  it('keepMine saves my document on top of the newer revision', async () => {
    await conflict();
    await state().keepMine();
    expect(server.saves.at(-1)!.baseRevision).toBe(4);
    expect(labelOnServer()).toBe('Mine');
    expect(server.site.title).toBe('Test site');
    expect(state()).toMatchObject({ saveStatus: 'saved', revision: 5, notice: null });
    expect(storage.items.size).toBe(0);
  });

  it('keepMine stays in conflict when the server cannot be reached', async () => {
    await conflict();
    server.offline = true;
    await state().keepMine();
    expect(state()).toMatchObject({ saveStatus: 'conflict', notice: NETWORK });
  });

  it('takeTheirs loads the server document and drops the local edits', async () => {
    await conflict();
    const loads = state().documentLoads;
    await state().takeTheirs();
    expect(state()).toMatchObject({
      saveStatus: 'saved',
      revision: 4,
      notice: null,
      canUndo: false,
      documentLoads: loads + 1,
    });
    expect(state().site.title).toBe('Theirs');
    expect(storage.items.size).toBe(0);
    label('After');
    await wait(AUTOSAVE_DELAY_MS);
    await session.idle();
    expect(state()).toMatchObject({ saveStatus: 'saved', revision: 5 });
  });
});

describe('local draft', () => {
  it(`is written ${DRAFT_DELAY_MS} ms after an edit and removed after the save`, async () => {
    server.hold();
    state().insertBlock(BUTTON);
    await wait(DRAFT_DELAY_MS - 1);
    expect(storage.items.size).toBe(0);
    await wait(1);
    const draft = readDraft(storage, 'demo');
    expect(draft).toEqual({
      kind: 'found',
      draft: { siteId: 'demo', baseRevision: 3, site: state().site, savedAt: Date.now() },
    });
  });

  it('is not written when everything is already saved, and flushDraft writes a pending one', async () => {
    label('x');
    await wait(AUTOSAVE_DELAY_MS);
    await session.idle();
    expect(storage.items.size).toBe(0);
    label('y');
    session.flushDraft();
    expect(storage.getItem(draftKey('demo'))).toContain('"y"');
  });

  it('stops with the session', async () => {
    session.stop();
    label('x');
    await wait(AUTOSAVE_DELAY_MS + DRAFT_DELAY_MS);
    expect(server.saves).toHaveLength(0);
    expect(storage.items.size).toBe(0);
  });
});

describe('what the role may save', () => {
  function sessionFor(role: 'viewer' | 'store manager' | 'editor') {
    session.stop();
    session = createSaveSession({
      siteId: 'demo',
      client: server,
      storage,
      refusal: (before, after) => saveRefusal(role, before, after),
    });
    session.start();
  }

  it('never sends a page edit the role may not make, and says why', async () => {
    sessionFor('store manager');
    label('Not mine');
    await wait(AUTOSAVE_DELAY_MS);
    await session.idle();
    expect(server.saves).toHaveLength(0);
    expect(state().notice).toBe('The store manager role cannot edit pages, blocks and design.');
  });

  it('sends a store settings change of a store manager, compared with the saved document', async () => {
    sessionFor('store manager');
    state().updateStoreSettings({ currency: 'EUR' });
    await wait(AUTOSAVE_DELAY_MS);
    await session.idle();
    state().updateStoreSettings({ currency: 'GBP' });
    await wait(AUTOSAVE_DELAY_MS);
    await session.idle();
    expect(server.saves.map((save) => save.site.settings.store.currency)).toEqual(['EUR', 'GBP']);
  });

  it('sends nothing for a viewer', async () => {
    sessionFor('viewer');
    state().updateStoreSettings({ currency: 'EUR' });
    label('Nope');
    await wait(AUTOSAVE_DELAY_MS * 3);
    await session.idle();
    expect(server.saves).toHaveLength(0);
  });

  it('sends an editor’s page edit', async () => {
    sessionFor('editor');
    label('Mine');
    await wait(AUTOSAVE_DELAY_MS);
    await session.idle();
    expect(labelOnServer()).toBe('Mine');
  });
});
