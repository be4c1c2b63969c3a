// The formatting commands of a text editor, shared by the panel's editor and the text edited in
// place in the frame: what the toolbar shows, the actions and their shortcuts, and the link
// editor. Both show the same Toolbar with these, so commands and shortcuts cannot drift apart.
import { $createLinkNode, $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  COMMAND_PRIORITY_NORMAL,
  KEY_DOWN_COMMAND,
} from 'lexical';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/shallow';
import { useEditorState } from '../../context';
import type { RichTextAction } from './actions';
import {
  $toolbarState,
  EMPTY_TOOLBAR,
  runAction,
  sameToolbar,
  stepUpdate,
  type ToolbarState,
} from './commands';
import { LinkEditor, type PageChoice } from './LinkEditor';
import { registerCleanup } from './nodes';
import { shortcutAction } from './shortcuts';

export const APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export interface Formatting {
  readonly toolbar: ToolbarState;
  readonly act: (action: RichTextAction) => void;
  /** The link editor while it is open, else null. */
  readonly linkEditor: ReactNode;
}

function usePageChoices(): PageChoice[] {
  const pageList = useEditorState(
    useShallow((state) =>
      state.site.pages.flatMap((page, index) => [page.title, index === 0 ? '/' : `/${page.slug}`]),
    ),
  );
  return useMemo(() => {
    const list: PageChoice[] = [];
    for (let i = 0; i < pageList.length; i += 2)
      list.push({ title: pageList[i]!, path: pageList[i + 1]! });
    return list;
  }, [pageList]);
}

export function useFormatting(): Formatting {
  const [editor] = useLexicalComposerContext();
  const [toolbar, setToolbar] = useState<ToolbarState>(EMPTY_TOOLBAR);
  const [linkOpen, setLinkOpen] = useState(false);
  const savedSelection = useRef<BaseSelection | null>(null);
  const pages = usePageChoices();

  const openLink = useCallback(() => {
    savedSelection.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setLinkOpen(true);
  }, [editor]);

  const act = useCallback(
    (action: RichTextAction) => (action.kind === 'link' ? openLink() : runAction(editor, action)),
    [editor, openLink],
  );

  useEffect(
    () =>
      mergeRegister(
        registerCleanup(editor),
        editor.registerUpdateListener(({ editorState }) => {
          const next = editorState.read($toolbarState);
          // Typing changes none of this: no toolbar render per keystroke.
          setToolbar((current) => (sameToolbar(current, next) ? current : next));
        }),
        editor.registerCommand(
          KEY_DOWN_COMMAND,
          (event) => {
            const action = shortcutAction(event, APPLE);
            if (!action) return false;
            event.preventDefault();
            act(action);
            return true;
          },
          COMMAND_PRIORITY_NORMAL,
        ),
      ),
    [editor, act],
  );

  function closeLink() {
    setLinkOpen(false);
    editor.focus();
  }

  function applyLink(url: string, newWindow: boolean) {
    const attributes = {
      url,
      target: newWindow ? '_blank' : null,
      rel: newWindow ? 'noopener noreferrer' : null,
    };
    stepUpdate(editor, () => {
      const saved = savedSelection.current;
      if (saved) $setSelection(saved.clone());
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      if (selection.isCollapsed() && !$isLinkNode(selection.anchor.getNode().getParent())) {
        // Nothing selected: the address itself becomes the link's text.
        const link = $createLinkNode(attributes.url, attributes);
        link.append($createTextNode(url.replace(/^mailto:/, '')));
        selection.insertNodes([link]);
        return;
      }
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, attributes);
    });
    closeLink();
  }

  function removeLink() {
    stepUpdate(editor, () => {
      const saved = savedSelection.current;
      if (saved) $setSelection(saved.clone());
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
    });
    closeLink();
  }

  const linkEditor = linkOpen ? (
    <LinkEditor
      initial={toolbar.link}
      pages={pages}
      onApply={applyLink}
      onRemove={removeLink}
      onClose={closeLink}
    />
  ) : null;
  return { toolbar, act, linkEditor };
}
