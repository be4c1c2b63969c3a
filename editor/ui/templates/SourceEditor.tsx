// The template source's editor: CodeMirror 6 (editor/templates/source-setup.ts) behind one small
// interface (value, onChange called as the owner types, a label, the template's errors shown as
// lint diagnostics at their line and column, and a handle that moves the caret to a line and
// column). Tab leaves the editor, as in any form field.
import { setDiagnostics } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import type { TemplateError } from '../../../shared/api/templates';
import { offsetOf } from '../../templates/preview-state';
import { sourceExtensions, templateDiagnostics } from '../../templates/source-setup';

export interface SourceEditorHandle {
  /** Focuses the editor with the caret at this line and column (from 1). */
  focusAt(line: number, column: number): void;
}

export interface SourceEditorProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The template's errors, shown in the source at their line and column. */
  readonly errors?: readonly TemplateError[];
  /** The id of what describes the source (its errors). */
  readonly describedBy?: string;
  readonly invalid?: boolean;
  readonly ref?: Ref<SourceEditorHandle>;
}

const NO_ERRORS: readonly TemplateError[] = [];

function contentAttributes(label: string, describedBy?: string, invalid?: boolean) {
  const attributes: Record<string, string> = { 'aria-label': label };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';
  return EditorView.contentAttributes.of(attributes);
}

export function SourceEditor({
  label,
  value,
  onChange,
  errors = NO_ERRORS,
  describedBy,
  invalid,
  ref,
}: SourceEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const attributes = useRef(new Compartment());
  const latestChange = useRef(onChange);
  latestChange.current = onChange;
  const initial = useRef({ value, label, describedBy, invalid });

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const first = initial.current;
    const created = new EditorView({
      parent,
      state: EditorState.create({
        doc: first.value,
        extensions: [
          sourceExtensions((source) => latestChange.current(source)),
          attributes.current.of(contentAttributes(first.label, first.describedBy, first.invalid)),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: attributes.current.reconfigure(contentAttributes(label, describedBy, invalid)),
    });
  }, [label, describedBy, invalid]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    current.dispatch(setDiagnostics(current.state, templateDiagnostics(current.state.doc, errors)));
  }, [errors]);

  useImperativeHandle(
    ref,
    () => ({
      focusAt(line, column) {
        const current = view.current;
        if (!current) return;
        const anchor = offsetOf(current.state.doc.toString(), line, column);
        current.dispatch({ selection: { anchor }, scrollIntoView: true });
        current.focus();
      },
    }),
    [],
  );

  return (
    <div className="template-source">
      <span className="field-label">{label}</span>
      <div ref={host} className="template-source-editor" />
    </div>
  );
}
