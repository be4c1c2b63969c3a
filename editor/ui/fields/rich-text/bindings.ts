// Where a text editor's value lives: a block's setting holding the editor's JSON (the text
// block), or an HTML string in the editor store (a form's submission and disclaimer messages,
// html.ts converts). Both write through the editor store, so typing merges into one undo step,
// a toolbar command is a step of its own, and Undo and Redo are the store's.
import type { EditorState, LexicalEditor, SerializedEditorState } from 'lexical';
import { useMemo, useRef } from 'react';
import type { SettingsPath } from '../../../../blocks/types';
import type { EditorState as EditorStoreState } from '../../../store/types';
import { useEditorStore, useServices } from '../../context';
import { shownSettingAt } from '../use-setting';
import { editorHtml, htmlToEditorJson } from './html';

export interface RichTextWrite {
  readonly json: SerializedEditorState;
  readonly state: EditorState;
  readonly editor: LexicalEditor;
  /** A toolbar command, a paste: its own undo step (typing merges). */
  readonly step: boolean;
}

export interface RichTextBinding {
  /** The stored value as the editor's JSON: the same object while the stored value is the same. */
  read(): unknown;
  write(change: RichTextWrite): { readonly ok: boolean; readonly message?: string };
  subscribe(listener: () => void): () => void;
  undo(): void;
  redo(): void;
}

/** A block's setting at `path` holding the editor's JSON. */
export function useBlockBinding(blockId: string, path: SettingsPath): RichTextBinding {
  const store = useEditorStore();
  const { blockSchema } = useServices();
  return useMemo(
    () => ({
      read: () => shownSettingAt(store.getState(), blockId, path, blockSchema),
      write: ({ json, step }) =>
        store.getState().updateBlockSettings(blockId, path, json, step ? { merge: false } : {}),
      subscribe: store.subscribe,
      undo: () => store.getState().undo(),
      redo: () => store.getState().redo(),
    }),
    [store, blockId, path, blockSchema],
  );
}

export interface HtmlValue {
  /** The stored HTML in the editor store's state. */
  readonly read: (state: EditorStoreState) => string;
  /** Stores new HTML (one undo step when `step`, else merged with the typing around it). */
  readonly write: (html: string, step: boolean) => void;
}

/** An HTML string in the editor store; the latest `value` functions are used. */
export function useHtmlBinding(value: HtmlValue): RichTextBinding {
  const store = useEditorStore();
  const latest = useRef(value);
  latest.current = value;
  return useMemo(() => {
    /** The last HTML read or written with its JSON: reading it again gives the same object. */
    let known: { html: string; json: unknown } | null = null;
    return {
      read: () => {
        const html = latest.current.read(store.getState());
        if (known?.html !== html) known = { html, json: htmlToEditorJson(html) };
        return known.json;
      },
      write: ({ json, state, editor, step }) => {
        const html = editorHtml(editor, state);
        known = { html, json };
        latest.current.write(html, step);
        return { ok: true };
      },
      subscribe: store.subscribe,
      undo: () => store.getState().undo(),
      redo: () => store.getState().redo(),
    };
  }, [store]);
}
