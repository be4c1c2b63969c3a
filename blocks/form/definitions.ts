// The form definitions the frame knows, by form id: the editor's draft when the owner is
// editing one (handed over with the preview protocol's `formDraft` message, so each change shows
// at once), else the definition fetched from the server. A zustand store so every form block
// placed with that id re-renders when its definition changes.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { formPath } from '../../shared/api/forms';
import { callJson } from './http';
import type { FormDefinition } from './wire';

export type DefinitionEntry =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'ready'; readonly definition: FormDefinition };

interface DefinitionsState {
  readonly entries: Readonly<Record<string, DefinitionEntry>>;
  /** Ids whose definition came from the editor: a later fetch never overwrites them. */
  readonly drafts: ReadonlySet<string>;
}

export const formDefinitions = createStore<DefinitionsState>(() => ({
  entries: {},
  drafts: new Set(),
}));

/** The editor's draft of a form (preview protocol `formDraft`). */
export function setFormDraft(definition: FormDefinition): void {
  const { entries, drafts } = formDefinitions.getState();
  formDefinitions.setState({
    entries: { ...entries, [definition.id]: { status: 'ready', definition } },
    drafts: new Set([...drafts, definition.id]),
  });
}

function setEntry(formId: string, entry: DefinitionEntry): void {
  const { entries, drafts } = formDefinitions.getState();
  if (drafts.has(formId)) return;
  formDefinitions.setState({ entries: { ...entries, [formId]: entry } });
}

/**
 * Loads a form's definition; with a language, its words in that language (the page's: labels and
 * messages translated, docs/languages.md), else as stored.
 */
export async function loadDefinition(formId: string, language?: string): Promise<void> {
  const current = formDefinitions.getState().entries[formId];
  if (current && current.status !== 'missing') return;
  setEntry(formId, { status: 'loading' });
  const query = language ? `?language=${encodeURIComponent(language)}` : '';
  try {
    const answer = await callJson('GET', `${formPath(formId)}${query}`);
    setEntry(
      formId,
      answer.status === 200 && answer.data
        ? { status: 'ready', definition: answer.data as FormDefinition }
        : { status: 'missing' },
    );
  } catch {
    setEntry(formId, { status: 'missing' });
  }
}

/** The definition for a form id in the language, loading it when nobody has yet. */
export function useFormDefinition(formId: string, language?: string): DefinitionEntry | undefined {
  const entry = useStore(formDefinitions, (state) => state.entries[formId]);
  useEffect(() => {
    if (formId !== '') void loadDefinition(formId, language);
  }, [formId, language]);
  return entry;
}
