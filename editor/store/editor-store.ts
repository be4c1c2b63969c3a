// The editor store: one zustand hook over its slices (document, design, selection, history, save).
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { EditorStore } from './engine';
import { createChromeSlice } from './slices/chrome-slice';
import { createDesignSlice } from './slices/design-slice';
import { createDocumentSlice } from './slices/document-slice';
import { createFormsSlice } from './slices/forms-slice';
import { createHistorySlice } from './slices/history-slice';
import { createSaveSlice } from './slices/save-slice';
import { createSelectionSlice } from './slices/selection-slice';

export const useEditor = create<EditorStore>()(
  immer((...args) => ({
    ...createDocumentSlice(...args),
    ...createDesignSlice(...args),
    ...createChromeSlice(...args),
    ...createSelectionSlice(...args),
    ...createHistorySlice(...args),
    ...createSaveSlice(...args),
    ...createFormsSlice(...args),
  })),
);
