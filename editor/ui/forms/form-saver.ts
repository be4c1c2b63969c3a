// Saves the editor's form drafts to the server (PUT /api/forms/{id}) 0.8 s after the last change
// of each form, the same pause as the site's autosave. A draft the server just answered (or
// loaded) is not sent again. The status of each form's save is a small store the panel shows.
import { createStore } from 'zustand/vanilla';
import type { FormDefinition } from '../../../blocks/form/wire';
import type { EditorStoreApi } from '../context';
import { saveForm } from './forms-api';

export const FORM_SAVE_DELAY_MS = 800;

export type FormSaveStatus =
  | { readonly state: 'saved' }
  | { readonly state: 'pending' }
  | { readonly state: 'error'; readonly message: string };

export const formSaveStatus = createStore<Readonly<Record<string, FormSaveStatus>>>(() => ({}));

const setStatus = (formId: string, status: FormSaveStatus) =>
  formSaveStatus.setState({ [formId]: status });

/** Starts saving one editor store's drafts; returns the stop function. */
export function startFormSaver(
  store: EditorStoreApi,
  save: (definition: FormDefinition) => Promise<{ ok: boolean; message?: string }> = saveForm,
): () => void {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const known = new Map<string, FormDefinition>(Object.entries(store.getState().formDrafts));

  const flush = async (formId: string) => {
    timers.delete(formId);
    const draft = store.getState().formDrafts[formId];
    if (!draft || known.get(formId) === draft) return;
    known.set(formId, draft);
    const answer = await save(draft);
    setStatus(
      formId,
      answer.ok ? { state: 'saved' } : { state: 'error', message: answer.message ?? '' },
    );
  };

  const stop = store.subscribe((state, previous) => {
    if (state.formDrafts === previous.formDrafts) return;
    for (const [formId, draft] of Object.entries(state.formDrafts)) {
      if (previous.formDrafts[formId] === draft) continue;
      if (previous.formDrafts[formId] === undefined) {
        known.set(formId, draft);
        continue;
      }
      setStatus(formId, { state: 'pending' });
      clearTimeout(timers.get(formId));
      timers.set(
        formId,
        setTimeout(() => void flush(formId), FORM_SAVE_DELAY_MS),
      );
    }
  });
  return () => {
    stop();
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
