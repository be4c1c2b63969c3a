// One history for the owner: the text editor writes every change to the store through its
// binding (bindings.ts; the store merges typing into steps, like any field, and tells the frame
// at once), and shows what the store holds when it changes from elsewhere (the editor's Undo and
// Redo, a draft loaded). Ctrl/Cmd+Z inside the text is the store's undo, so the toolbar's Undo
// and the keyboard always agree.

import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $addUpdateTag,
  COMMAND_PRIORITY_CRITICAL,
  COMMAND_PRIORITY_EDITOR,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  type LexicalCommand,
  OUTDENT_CONTENT_COMMAND,
  PASTE_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical';
import { useEffect } from 'react';
import type { RichTextBinding } from './bindings';
import { FROM_STORE_TAG, STEP_TAG } from './commands';
import { editableJson } from './nodes';
import { sameJson } from './same-json';
import { $restoreSelection, $selectionPaths } from './selection-paths';

/** Commands whose change is one undo step of its own. */
const STEP_COMMANDS: readonly LexicalCommand<never>[] = [
  FORMAT_TEXT_COMMAND,
  FORMAT_ELEMENT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
  TOGGLE_LINK_COMMAND,
  PASTE_COMMAND,
] as unknown as LexicalCommand<never>[];

export function useStoreSync(
  binding: RichTextBinding,
  onRefusal: (message: string | null) => void,
): void {
  const [editor] = useLexicalComposerContext();

  useEffect(() => {
    const read = () => binding.read();
    /** The store's value the editor shows (object identity: the store never mutates it). */
    let shown = read();
    let writing = false;
    /**
     * The editor's own JSON when it last matched the store. Lexical commits updates that change
     * nothing (a plugin registering a node transform marks every such node dirty) and normalizes
     * a loaded value (text direction): neither is an edit, so neither becomes an undo step.
     */
    let lastJson: unknown = editor.getEditorState().toJSON();

    const tagStep = () => {
      $addUpdateTag(STEP_TAG);
      return false;
    };

    return mergeRegister(
      ...STEP_COMMANDS.map((command) =>
        editor.registerCommand(command, tagStep, COMMAND_PRIORITY_CRITICAL),
      ),
      editor.registerCommand(
        UNDO_COMMAND,
        () => {
          binding.undo();
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
      editor.registerCommand(
        REDO_COMMAND,
        () => {
          binding.redo();
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
      editor.registerUpdateListener(
        ({ editorState, prevEditorState, dirtyElements, dirtyLeaves, tags }) => {
          if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
          const json = editorState.toJSON();
          // The first commit shows the stored value, and a value from the store is not an edit.
          if (tags.has(FROM_STORE_TAG) || prevEditorState.isEmpty()) {
            lastJson = json;
            return;
          }
          if (sameJson(json, lastJson)) return;
          lastJson = json;
          writing = true;
          const step = tags.has(STEP_TAG);
          const result = binding.write({ json, state: editorState, editor, step });
          writing = false;
          shown = read();
          onRefusal(result.ok ? null : (result.message ?? null));
        },
      ),
      binding.subscribe(() => {
        if (writing) return;
        const value = read();
        if (value === shown || value === undefined) return;
        shown = value;
        onRefusal(null);
        const selection = editor.getEditorState().read($selectionPaths);
        editor.setEditorState(editor.parseEditorState(editableJson(value)), {
          tag: FROM_STORE_TAG,
        });
        // The text may live in the frame's document (edited in place): ask that document.
        const root = editor.getRootElement();
        const doc = root?.ownerDocument;
        if (root && doc && root === doc.activeElement && doc.hasFocus()) {
          editor.update(() => $restoreSelection(selection), { tag: FROM_STORE_TAG });
        }
      }),
    );
  }, [editor, binding, onRefusal]);
}
