// A formatted-text setting: its label and the Lexical editor, which is loaded on first use (its
// own chunk), with a status line while it loads. RichTextField is a block's setting (field kind
// 'richtext'); HtmlRichTextField is formatted text stored as HTML (a form's messages).
import { Component, lazy, memo, type ReactNode, Suspense, useId } from 'react';
import type { FieldDescriptor, SettingsPath } from '../../../../blocks/types';
import type { HtmlValue } from './bindings';

const RichTextEditor = lazy(() => import('./RichTextEditor'));
const HtmlRichTextEditor = lazy(() =>
  import('./RichTextEditor').then((module) => ({ default: module.HtmlRichTextEditor })),
);

/** A failed load (offline) or a crash of the editor stays inside this field. */
class EditorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="field-error" role="alert">
        The text editor could not be loaded. Reload the page to try again.
      </p>
    );
  }
}

function RichTextShell(props: {
  readonly label: string;
  readonly help?: string | undefined;
  /** The editor, named by the label's id. */
  readonly children: (labelId: string) => ReactNode;
}) {
  const labelId = `${useId()}-label`;
  return (
    <div className="field rt-field">
      <span id={labelId} className="field-label">
        {props.label}
      </span>
      <EditorBoundary>
        <Suspense
          fallback={
            <p className="empty-hint" role="status">
              Loading the text editor…
            </p>
          }
        >
          {props.children(labelId)}
        </Suspense>
      </EditorBoundary>
      {props.help ? <p className="field-help">{props.help}</p> : null}
    </div>
  );
}

export const RichTextField = memo(function RichTextField(props: {
  blockId: string;
  path: SettingsPath;
  field: Extract<FieldDescriptor, { kind: 'richtext' }>;
}) {
  const { blockId, path, field } = props;
  return (
    <RichTextShell label={field.label} help={field.help}>
      {(labelId) => <RichTextEditor blockId={blockId} path={path} labelId={labelId} />}
    </RichTextShell>
  );
});

export function HtmlRichTextField(props: {
  readonly label: string;
  readonly help?: string;
  readonly value: HtmlValue;
}) {
  return (
    <RichTextShell label={props.label} help={props.help}>
      {(labelId) => <HtmlRichTextEditor value={props.value} labelId={labelId} />}
    </RichTextShell>
  );
}
