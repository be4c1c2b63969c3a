// The text editor (Lexical), loaded on demand when a text block's panel opens, so neither the
// editor's first load nor the frame carries Lexical. It edits in the settings panel; every change
// goes to the store (use-store-sync.ts) and from there to the frame, which draws the stored JSON
// with its own small renderer. The same editor edits formatted text stored as HTML (a form's
// messages: HtmlRichTextEditor, html.ts), which the frame shows sanitized.
import { $createLinkNode, $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { TRANSFORMERS } from '@lexical/markdown';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
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
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/shallow';
import type { SettingsPath } from '../../../../blocks/types';
import { safeLinkHref } from '../../../../blocks/url';
import { useEditorState } from '../../context';
import type { RichTextAction } from './actions';
import { type HtmlValue, type RichTextBinding, useBlockBinding, useHtmlBinding } from './bindings';
import {
  $toolbarState,
  EMPTY_TOOLBAR,
  runAction,
  sameToolbar,
  stepUpdate,
  type ToolbarState,
} from './commands';
import { LinkEditor, type PageChoice } from './LinkEditor';
import { editableJson, RICH_TEXT_NODES, registerCleanup, THEME } from './nodes';
import { shortcutAction } from './shortcuts';
import { Toolbar } from './Toolbar';
import { useStoreSync } from './use-store-sync';
import './rich-text.css';
import { Feedback } from '../../Feedback';

/** Module-level: LinkPlugin re-registers its transforms (and re-renders) whenever this changes. */
const validateUrl = (url: string) => safeLinkHref(url) !== null;

const APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export interface RichTextEditorProps {
  readonly blockId: string;
  readonly path: SettingsPath;
  /** The id of the field's visible label. */
  readonly labelId: string;
}

/** A block's formatted-text setting (the editor's JSON). */
export default function RichTextEditor({ blockId, path, labelId }: RichTextEditorProps) {
  return <BoundEditor binding={useBlockBinding(blockId, path)} labelId={labelId} />;
}

/** Formatted text stored as HTML in the editor store. */
export function HtmlRichTextEditor(props: { readonly value: HtmlValue; readonly labelId: string }) {
  return <BoundEditor binding={useHtmlBinding(props.value)} labelId={props.labelId} />;
}

interface BoundEditorProps {
  readonly binding: RichTextBinding;
  readonly labelId: string;
}

function BoundEditor(props: BoundEditorProps) {
  const [initialConfig] = useState(() => ({
    namespace: 'sb-text',
    nodes: RICH_TEXT_NODES,
    theme: THEME,
    editorState: editableJson(props.binding.read()),
    onError: (error: Error) => {
      throw error;
    },
  }));
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <EditorBody {...props} />
    </LexicalComposer>
  );
}

function EditorBody({ binding, labelId }: BoundEditorProps) {
  const [editor] = useLexicalComposerContext();
  const [toolbar, setToolbar] = useState<ToolbarState>(EMPTY_TOOLBAR);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const savedSelection = useRef<BaseSelection | null>(null);
  const pageList = useEditorState(
    useShallow((state) =>
      state.site.pages.flatMap((page, index) => [page.title, index === 0 ? '/' : `/${page.slug}`]),
    ),
  );
  const pages = useMemo(() => {
    const list: PageChoice[] = [];
    for (let i = 0; i < pageList.length; i += 2)
      list.push({ title: pageList[i]!, path: pageList[i + 1]! });
    return list;
  }, [pageList]);
  useStoreSync(binding, setRefusal);

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

  return (
    <div className="rt-editor">
      <Toolbar state={toolbar} apple={APPLE} onAction={act} />
      {linkOpen ? (
        <LinkEditor
          initial={toolbar.link}
          pages={pages}
          onApply={applyLink}
          onRemove={removeLink}
          onClose={closeLink}
        />
      ) : null}
      <RichTextPlugin
        contentEditable={
          <ContentEditable
            className="rt-content sb-prose"
            aria-labelledby={labelId}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${labelId}-error` : undefined}
          />
        }
        ErrorBoundary={LexicalErrorBoundary}
      />
      <ListPlugin />
      <LinkPlugin validateUrl={validateUrl} />
      <MarkdownShortcutPlugin transformers={TRANSFORMERS} />
      {refusal ? (
        <Feedback tone="error" id={`${labelId}-error`} className="field-error">
          {refusal}
        </Feedback>
      ) : null}
    </div>
  );
}
