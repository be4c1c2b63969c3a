// The editor's drafts of form definitions. A form lives on the server (so one form can sit on
// several pages), but the owner edits it like the document: each change is an immer recipe whose
// patches go into the same undo history (marked target 'forms'), and the frame bridge hands the
// changed draft to the frame at once. editor/ui/forms/form-saver.ts saves drafts to the server.
import { castDraft, produceWithPatches } from 'immer';
import { record } from '../history';
import type { FormDraftActions, FormDraftData } from '../types';
import type { Slice } from './slice';

export const createFormsSlice: Slice<FormDraftData & FormDraftActions> = (set, get) => ({
  formDrafts: {},
  loadFormDraft(definition) {
    set((state) => {
      state.formDrafts[definition.id] = castDraft(definition);
    });
  },
  editForm(formId, recipe, mergeKey) {
    const state = get();
    if (!state.formDrafts[formId]) return;
    const [formDrafts, patches, inversePatches] = produceWithPatches(state.formDrafts, (drafts) => {
      const draft = drafts[formId];
      if (draft) recipe(draft);
    });
    if (patches.length === 0) return;
    const view = {
      pageId: state.pageId,
      editingFooter: state.editingFooter,
      selectedBlockId: state.selectedBlockId,
    };
    const entry = {
      patches,
      inversePatches,
      at: Date.now(),
      before: view,
      after: view,
      target: 'forms' as const,
      ...(mergeKey ? { mergeKey } : {}),
    };
    set({ formDrafts, history: record(state.history, entry), canUndo: true, canRedo: false });
  },
});
