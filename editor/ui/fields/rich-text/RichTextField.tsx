// A formatted-text setting (field kind 'richtext'): its label and the Lexical editor, which is
// loaded on first use (its own chunk), with a status line while it loads.
import { lazy, memo, Suspense, useId } from 'react';
import type { FieldDescriptor, SettingsPath } from '../../../../blocks/types';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

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
      <Suspense
        fallback={
          <p className="empty-hint" role="status">
            Loading the text editor…
          </p>
        }
      >
        <RichTextEditor blockId={blockId} path={path} labelId={labelId} />
      </Suspense>
      {field.help ? <p className="field-help">{field.help}</p> : null}
    </div>
  );
});
