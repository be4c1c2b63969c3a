// The template source's editor behind one small interface (value, onChange, a label, and a handle
// that moves the caret to a line and column), so the plain labelled textarea here can be swapped
// for CodeMirror 6 by changing this file alone (docs/templates.md says which packages).
import { type Ref, useId, useImperativeHandle, useRef } from 'react';
import { offsetOf } from '../../templates/preview-state';

export interface SourceEditorHandle {
  /** Focuses the editor with the caret at this line and column (from 1). */
  focusAt(line: number, column: number): void;
}

export interface SourceEditorProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The id of what describes the source (its errors). */
  readonly describedBy?: string;
  readonly invalid?: boolean;
  readonly ref?: Ref<SourceEditorHandle>;
}

export function SourceEditor({
  label,
  value,
  onChange,
  describedBy,
  invalid,
  ref,
}: SourceEditorProps) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focusAt(line, column) {
        const element = area.current;
        if (!element) return;
        const offset = offsetOf(element.value, line, column);
        element.focus();
        element.setSelectionRange(offset, offset);
      },
    }),
    [],
  );
  return (
    <div className="template-source">
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={area}
        id={id}
        className="input template-source-input"
        value={value}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        wrap="off"
        rows={16}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
