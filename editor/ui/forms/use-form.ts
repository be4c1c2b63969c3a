// The form field editor's view of one form: its draft from the editor store (loaded from the
// server the first time it is opened) and the edit function for it.
import type { Draft } from 'immer';
import { useCallback, useEffect, useState } from 'react';
import type { FormDefinition } from '../../../blocks/form/wire';
import { useEditorState, useEditorStore } from '../context';
import { getForm } from './forms-api';

export type EditForm = (recipe: (draft: Draft<FormDefinition>) => void, mergeKey?: string) => void;

export function useFormDraft(formId: string): {
  readonly draft: FormDefinition | undefined;
  readonly error: string;
  readonly edit: EditForm;
} {
  const store = useEditorStore();
  const draft = useEditorState((state) => state.formDrafts[formId]);
  const [error, setError] = useState('');
  useEffect(() => {
    if (formId === '' || store.getState().formDrafts[formId]) return;
    let live = true;
    setError('');
    void getForm(formId).then((answer) => {
      if (!live) return;
      if (answer.ok) store.getState().loadFormDraft(answer.value);
      else setError(answer.message);
    });
    return () => {
      live = false;
    };
  }, [formId, store]);
  const edit = useCallback<EditForm>(
    (recipe, mergeKey) => store.getState().editForm(formId, recipe, mergeKey),
    [formId, store],
  );
  return { draft, error, edit };
}
