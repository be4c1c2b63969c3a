// A small fake editor for component tests: a real zustand store holding EditorData, actions that
// record their calls (updateBlockSettings really applies, refusing an empty text), fake services,
// and a signed-in owner (the admin unless a test names another role). Only tests import this file.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { z } from 'zod';
import { create, type StoreApi } from 'zustand';
import { withValueAt } from '../../blocks/settings';
import type { FieldDescriptor, SettingsPath } from '../../blocks/types';
import type { OwnerMe } from '../../shared/api/auth';
import type { ContributorRole } from '../../shared/codes/contributor-roles';
import type { Block, Site } from '../../shared/document/schema';
import { setOwner } from '../auth/owner';
import { BUTTON, block, page, section, site } from '../store/test-site';
import type { EditorData, EditorState, EditResult } from '../store/types';
import { EditorProvider, type EditorServices } from './context';

const BUTTON_FIELDS: readonly FieldDescriptor[] = [
  { key: 'label', label: 'Label', kind: 'text' },
  { key: 'url', label: 'Link', kind: 'url', help: 'A page path or an address.' },
  {
    key: 'size',
    label: 'Size',
    kind: 'select',
    options: [
      { value: 'small', label: 'Small' },
      { value: 'large', label: 'Large' },
    ],
  },
  { key: 'height', label: 'Height', kind: 'number', min: 0, max: 200, unit: 'px' },
  { key: 'newWindow', label: 'Open in a new window', kind: 'boolean' },
];

export function button(id: string, label: string): Block {
  return block(id, BUTTON, { label, url: '#', size: 'small', height: 10, newWindow: false });
}

/** home: s1 with `blocks`; about: no sections. */
export function testSite(blocks: readonly Block[] = [button('b1', 'Learn more')]): Site {
  return site([
    page('home', [section('s1', blocks)], { title: 'Home' }),
    page('about', [], { title: 'About' }),
  ]);
}

const OK: EditResult = { ok: true };

function setSetting(target: Site, blockId: string, path: SettingsPath, value: unknown): Site {
  return {
    ...target,
    pages: target.pages.map((p) => ({
      ...p,
      sections: p.sections.map((s) => ({
        ...s,
        blocks: s.blocks.map((b) =>
          b.id === blockId
            ? { ...b, settings: withValueAt(b.settings, path, value) as Block['settings'] }
            : b,
        ),
      })),
    })),
  };
}

export function fakeStore(data: Partial<EditorData> = {}): StoreApi<EditorState> {
  return create<EditorState>()((set) => ({
    site: testSite(),
    revision: 1,
    formDrafts: {},
    loadFormDraft: vi.fn(),
    editForm: vi.fn(),
    pageId: 'home',
    editingFooter: false,
    selectedBlockId: null,
    device: 'desktop',
    saveStatus: 'saved',
    notice: null,
    noticeTone: 'error',
    canUndo: false,
    canRedo: false,
    loaded: true,
    documentLoads: 1,
    framePath: null,
    frameScrollToRestore: null,
    savedDesign: testSite().design,
    editingLanguage: null,
    ...data,
    load: vi.fn(),
    selectPage: vi.fn(),
    editFooter: vi.fn(),
    addPage: vi.fn(() => OK),
    renamePage: vi.fn(() => OK),
    updatePageSeo: vi.fn(() => OK),
    updateSiteSeo: vi.fn(() => OK),
    movePage: vi.fn(() => OK),
    deletePage: vi.fn(() => OK),
    setPageInNavigation: vi.fn(() => OK),
    moveNavItem: vi.fn(() => OK),
    addNavItem: vi.fn(() => OK),
    updateNavItem: vi.fn(() => OK),
    removeNavItem: vi.fn(() => OK),
    updateHeader: vi.fn(() => OK),
    updateFooter: vi.fn(() => OK),
    insertBlock: vi.fn(() => OK),
    moveBlock: vi.fn(() => OK),
    duplicateBlock: vi.fn(() => OK),
    deleteBlock: vi.fn(() => OK),
    updateBlockSettings: vi.fn(
      (blockId: string, keyOrPath: string | SettingsPath, value: unknown): EditResult => {
        if (value === '') return { ok: false, message: 'Enter a label.' };
        const path = typeof keyOrPath === 'string' ? [keyOrPath] : keyOrPath;
        set((state) => ({ site: setSetting(state.site, blockId, path, value) }));
        return OK;
      },
    ),
    insertListItem: vi.fn(() => OK),
    removeListItem: vi.fn(() => OK),
    duplicateListItem: vi.fn(() => OK),
    moveListItem: vi.fn(() => OK),
    addSection: vi.fn(() => OK),
    moveSection: vi.fn(() => OK),
    deleteSection: vi.fn(() => OK),
    updateSectionStyle: vi.fn(() => OK),
    updateDesign: vi.fn(() => OK),
    discardDesign: vi.fn(() => OK),
    markDesignSaved: vi.fn(),
    updateStoreSettings: vi.fn(() => OK),
    updatePageAccess: vi.fn(() => OK),
    updateSiteAccess: vi.fn(() => OK),
    restoreRevision: vi.fn(() => OK),
    select: vi.fn((blockId: string | null) => set({ selectedBlockId: blockId })),
    undo: vi.fn(),
    redo: vi.fn(),
    setDevice: vi.fn((device) => set({ device })),
    clearNotice: vi.fn(() => set({ notice: null })),
    setFramePath: vi.fn(),
    setFrameScrollToRestore: vi.fn(),
    setEditingLanguage: vi.fn((editingLanguage: string | null) => set({ editingLanguage })),
    keepMine: vi.fn(async () => undefined),
    takeTheirs: vi.fn(async () => undefined),
    setSaveStatus: vi.fn((saveStatus) => set({ saveStatus })),
    setRevision: vi.fn(),
  }));
}

function fakeServices(overrides: Partial<EditorServices> = {}): EditorServices {
  return {
    blockSchema: (type) =>
      type === BUTTON
        ? { type, schema: z.object({}), defaults: {}, fields: BUTTON_FIELDS }
        : undefined,
    hasUnsavedChanges: vi.fn(() => false),
    saveNow: vi.fn(async () => true),
    discardChanges: vi.fn(),
    connectFrame: vi.fn(() => () => undefined),
    navigate: vi.fn(),
    ...overrides,
  };
}

/** Signs `role` in as far as the editor knows (null: nobody). */
export function signInAs(role: ContributorRole | null): void {
  setOwner(
    role === null ? null : { email: 'owner@test.example', role, siteId: 'demo', hasPassword: true },
  );
}

export function renderEditor(
  ui: ReactElement,
  options: {
    data?: Partial<EditorData>;
    services?: Partial<EditorServices>;
    /** The signed-in owner's role; the admin by default. */
    role?: ContributorRole | null;
    /** The signed-in owner as the server describes them (instead of `role`). */
    me?: OwnerMe | null;
    /** A store of the test's own (the real one) instead of the fake. */
    store?: StoreApi<EditorState>;
  } = {},
) {
  if (options.me !== undefined) setOwner(options.me);
  else signInAs(options.role === undefined ? 'admin' : options.role);
  const store = options.store ?? fakeStore(options.data);
  const services = fakeServices(options.services);
  const result = render(
    <EditorProvider store={store} services={services}>
      {ui}
    </EditorProvider>,
  );
  return { ...result, store, services };
}
