// The text editor (Lexical), loaded on demand when a text block's panel opens, so neither the
// editor's first load nor the frame carries Lexical. It edits in the settings panel; every change
// goes to the store (use-store-sync.ts) and from there to the frame, which draws the stored JSON
// with its own small renderer. The same editor edits formatted text stored as HTML (a form's
// messages: HtmlRichTextEditor, html.ts), which the frame shows sanitized, and text a form holds
// itself (LocalRichTextEditor: a collection item's body).
import { TRANSFORMERS } from '@lexical/markdown';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { type ReactNode, useState } from 'react';
import type { SettingsPath } from '../../../../blocks/types';
import { safeLinkHref } from '../../../../blocks/url';
import { type HtmlValue, type RichTextBinding, useBlockBinding, useHtmlBinding } from './bindings';
import { editableJson, RICH_TEXT_NODES, THEME } from './nodes';
import { Toolbar } from './Toolbar';
import { APPLE, useFormatting } from './use-formatting';
import { useStoreSync } from './use-store-sync';
import './rich-text.css';
import { Feedback } from '../../Feedback';

/** Module-level: LinkPlugin re-registers its transforms (and re-renders) whenever this changes. */
const validateUrl = (url: string) => safeLinkHref(url) !== null;

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

/** Formatted text a form holds itself (local-binding.ts: a collection item's body). */
export function LocalRichTextEditor(props: {
  readonly binding: RichTextBinding;
  readonly labelId: string;
}) {
  return <BoundEditor binding={props.binding} labelId={props.labelId} />;
}

interface BoundEditorProps {
  readonly binding: RichTextBinding;
  readonly labelId: string;
}

/** Lexical set up with the text editor's nodes and theme, showing the binding's stored value. */
export function TextComposer(props: {
  readonly binding: RichTextBinding;
  readonly children: ReactNode;
}) {
  const [initialConfig] = useState(() => ({
    namespace: 'sb-text',
    nodes: RICH_TEXT_NODES,
    theme: THEME,
    editorState: editableJson(props.binding.read()),
    onError: (error: Error) => {
      throw error;
    },
  }));
  return <LexicalComposer initialConfig={initialConfig}>{props.children}</LexicalComposer>;
}

/** The plugins every text editor runs besides the rich-text one: lists, links, Markdown. */
export function TextPlugins() {
  return (
    <>
      <ListPlugin />
      <LinkPlugin validateUrl={validateUrl} />
      <MarkdownShortcutPlugin transformers={TRANSFORMERS} />
    </>
  );
}

function BoundEditor(props: BoundEditorProps) {
  return (
    <TextComposer binding={props.binding}>
      <EditorBody {...props} />
    </TextComposer>
  );
}

function EditorBody({ binding, labelId }: BoundEditorProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  useStoreSync(binding, setRefusal);
  const { toolbar, act, linkEditor } = useFormatting();

  return (
    <div className="rt-editor">
      <Toolbar state={toolbar} apple={APPLE} onAction={act} />
      {linkEditor}
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
      <TextPlugins />
      {refusal ? (
        <Feedback tone="error" id={`${labelId}-error`} className="field-error">
          {refusal}
        </Feedback>
      ) : null}
    </div>
  );
}
