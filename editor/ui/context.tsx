// How components reach the editor: the store (read with narrow selectors, actions called at event
// time through getState()) and the services around it (saving, the frame bridge, block field
// descriptors, navigation). main.tsx passes the real ones; tests pass fakes.
import { createContext, type ReactNode, useContext, useRef, useState } from 'react';
import { create, type StoreApi, useStore } from 'zustand';
import type { BlockSchemaDefinition } from '../../blocks/types';
import { idsOf } from '../../shared/document/ids';
import type { EditorState } from '../store/types';

export interface EditorServices {
  /** A block type's schema, defaults and fields; undefined when it has none yet. */
  readonly blockSchema: (type: number) => BlockSchemaDefinition | undefined;
  readonly hasUnsavedChanges: () => boolean;
  /** Saves now; resolves true once the server has everything, false when the save failed. */
  readonly saveNow: () => Promise<boolean>;
  /** Drops the unsaved edits kept in the browser, so leaving does not warn again. */
  readonly discardChanges: () => void;
  /** Connects the preview protocol to the frame; returns the disconnect. */
  readonly connectFrame: (iframe: HTMLIFrameElement) => () => void;
  /** Leaves the editor for an address. */
  readonly navigate: (url: string) => void;
}

/** UI-only state: the section whose style the settings panel shows when no block is selected. */
export interface UiState {
  readonly sectionId: string | null;
  selectSection(sectionId: string | null): void;
  /**
   * Whether the outline's rows are sortable yet: they become so when the owner first reaches
   * for the outline or starts a drag (see Outline.tsx), and stay so.
   */
  readonly outlineSortable: boolean;
  makeOutlineSortable(): void;
  /** The block just deleted, whose Undo the toast offers (null: no toast). */
  readonly deleted: DeletedBlock | null;
  setDeleted(deleted: DeletedBlock | null): void;
}

export interface DeletedBlock {
  readonly blockId: string;
  readonly label: string;
}

/** What the UI needs of the store: read, subscribe (actions are read from the state). */
export type EditorStoreApi = Pick<
  StoreApi<EditorState>,
  'getState' | 'getInitialState' | 'subscribe'
>;

interface EditorContextValue {
  readonly store: EditorStoreApi;
  readonly services: EditorServices;
  readonly ui: StoreApi<UiState>;
}

const EditorContext = createContext<EditorContextValue | null>(null);

function createUiStore(): StoreApi<UiState> {
  return create<UiState>()((set) => ({
    sectionId: null,
    selectSection: (sectionId) => set({ sectionId }),
    outlineSortable: false,
    makeOutlineSortable: () => set({ outlineSortable: true }),
    deleted: null,
    setDeleted: (deleted) => set({ deleted }),
  }));
}

export function EditorProvider(props: {
  store: EditorStoreApi;
  services: EditorServices;
  children: ReactNode;
}) {
  const { store, services, children } = props;
  const [ui] = useState(createUiStore);
  const [value] = useState<EditorContextValue>(() => ({ store, services, ui }));
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('Editor components must be inside <EditorProvider>.');
  return value;
}

/** Reads the editor state; pass a narrow selector (a primitive, or wrap it in useShallow). */
export function useEditorState<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorContext().store, selector);
}

/** The store itself, for calling actions in event handlers: `store.getState().undo()`. */
export function useEditorStore(): EditorStoreApi {
  return useEditorContext().store;
}

export function useServices(): EditorServices {
  return useEditorContext().services;
}

// Typed mutable for dnd-kit's SortableContext; never changed in place.
const NO_IDS: string[] = [];

/** Reads the ids of a list in the state (pages, sections, a section's blocks); see idsOf. */
export function useEditorIds(
  list: (state: EditorState) => readonly { readonly id: string }[] | undefined,
): string[] {
  const previous = useRef(NO_IDS);
  return useEditorState((state) => {
    previous.current = idsOf(list(state) ?? [], previous.current);
    return previous.current;
  });
}

export function useUiState<T>(selector: (state: UiState) => T): T {
  return useStore(useEditorContext().ui, selector);
}

export function useUiStore(): StoreApi<UiState> {
  return useEditorContext().ui;
}
