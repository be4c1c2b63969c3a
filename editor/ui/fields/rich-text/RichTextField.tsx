// A formatted-text setting: its label and the Lexical editor, which is loaded on first use (its
// own chunk), with a status line while it loads. RichTextField is a block's setting (field kind
// 'richtext'); HtmlRichTextField is formatted text stored as HTML (a form's messages);
// LocalRichTextField is text a form holds itself (a collection item's body).
import { memo, type ReactNode, useId } from 'react';
import type { FieldDescriptor, SettingsPath } from '../../../../blocks/types';
import { lazyPart } from '../../lazy-part';
import type { HtmlValue, RichTextBinding } from './bindings';

const editors = () => import('./RichTextEditor');
const RichTextEditor = lazyPart('text editor', () => editors().then((m) => m.default));
const HtmlRichTextEditor = lazyPart('text editor', () =>
  editors().then((m) => m.HtmlRichTextEditor),
);
const LocalRichTextEditor = lazyPart('text editor', () =>
  editors().then((m) => m.LocalRichTextEditor),
);

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
      {props.children(labelId)}
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

export function LocalRichTextField(props: {
  readonly label: string;
  readonly help?: string;
  readonly binding: RichTextBinding;
}) {
  return (
    <RichTextShell label={props.label} help={props.help}>
      {(labelId) => <LocalRichTextEditor binding={props.binding} labelId={labelId} />}
    </RichTextShell>
  );
}
