// What the owner is looking at: the page (or its footer), the selected block, the device frame,
// the status line's message, the preview frame's own address and the scroll to put back, and
// the language whose words are edited.
import { FOOTER_LAYOUT_ID } from '../block-index';
import { blockIndex, type EditorStore } from '../engine';
import type { EditorActions, EditorData } from '../types';
import type { Slice } from './slice';

type SelectionData = Pick<
  EditorData,
  | 'pageId'
  | 'editingFooter'
  | 'selectedBlockId'
  | 'device'
  | 'notice'
  | 'noticeTone'
  | 'framePath'
  | 'frameScrollToRestore'
  | 'editingLanguage'
> &
  Pick<EditorStore, 'lastRefusal'>;
type SelectionActions = Pick<
  EditorActions,
  | 'selectPage'
  | 'editFooter'
  | 'select'
  | 'setDevice'
  | 'clearNotice'
  | 'setFramePath'
  | 'setFrameScrollToRestore'
  | 'setEditingLanguage'
>;

export const createSelectionSlice: Slice<SelectionData & SelectionActions> = (set, get) => ({
  pageId: 'home',
  editingFooter: false,
  selectedBlockId: null,
  device: 'desktop',
  notice: null,
  noticeTone: 'error',
  lastRefusal: null,
  framePath: null,
  frameScrollToRestore: null,
  editingLanguage: null,

  selectPage(pageId) {
    const state = get();
    const same = pageId === state.pageId && !state.editingFooter;
    if (same || !state.site.pages.some((page) => page.id === pageId)) return;
    const selected = state.selectedBlockId;
    const keep = selected !== null && blockIndex.get(selected)?.pageId === pageId;
    set((draft) => {
      draft.pageId = pageId;
      draft.editingFooter = false;
      if (!keep) draft.selectedBlockId = null;
    });
  },

  editFooter() {
    const state = get();
    if (state.editingFooter) return;
    const selected = state.selectedBlockId;
    const keep = selected !== null && blockIndex.get(selected)?.pageId === FOOTER_LAYOUT_ID;
    set((draft) => {
      draft.editingFooter = true;
      if (!keep) draft.selectedBlockId = null;
    });
  },

  /** Selects a block (showing its page, or editing the footer); an unknown id changes nothing. */
  select(blockId) {
    if (blockId === get().selectedBlockId) return;
    if (blockId === null) {
      set((draft) => {
        draft.selectedBlockId = null;
      });
      return;
    }
    const location = blockIndex.get(blockId);
    if (!location) return;
    set((draft) => {
      draft.selectedBlockId = blockId;
      draft.editingFooter = location.pageId === FOOTER_LAYOUT_ID;
      if (!draft.editingFooter) draft.pageId = location.pageId;
    });
  },

  setDevice(device) {
    set((draft) => {
      draft.device = device;
    });
  },

  clearNotice() {
    set((draft) => {
      draft.notice = null;
    });
  },

  setFramePath(path) {
    set((draft) => {
      draft.framePath = path;
    });
  },

  setFrameScrollToRestore(y) {
    set((draft) => {
      draft.frameScrollToRestore = y;
    });
  },

  setEditingLanguage(language) {
    set((draft) => {
      draft.editingLanguage = language;
    });
  },
});
