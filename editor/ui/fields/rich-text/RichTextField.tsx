// A formatted-text setting (field kind 'richtext'): its label and the Lexical editor, which is
// loaded on first use (its own chunk), with a status line while it loads.
import { Component, lazy, memo, type ReactNode, Suspense, useId } from 'react';
import type { FieldDescriptor, SettingsPath } from '../../../../blocks/types';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

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

export const RichTextField = memo(function RichTextField(props: {
  blockId: string;
  path: SettingsPath;
  field: Extract<FieldDescriptor, { kind: 'richtext' }>;
}) {
  const { blockId, path, field } = props;
  const labelId = `${useId()}-label`;
  return (
    <div className="field rt-field">
      <span id={labelId} className="field-label">
        {field.label}
      </span>
      <EditorBoundary>
        <Suspense
          fallback={
            <p className="empty-hint" role="status">
              Loading the text editor…
            </p>
          }
        >
          <RichTextEditor blockId={blockId} path={path} labelId={labelId} />
        </Suspense>
      </EditorBoundary>
      {field.help ? <p className="field-help">{field.help}</p> : null}
    </div>
  );
});
