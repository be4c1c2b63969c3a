// @vitest-environment jsdom
// The template source's CodeMirror editor: named for assistive technology, typing reaches
// onChange, JSON-T tags are marked, errors show at their line and column, the caret moves to one.
import { diagnosticCount, forEachDiagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SourceEditor, type SourceEditorHandle } from './SourceEditor';

afterEach(cleanup);

const SOURCE = '<h1>{item.title}</h1>\n{.section item}{item|sparkle}{.end}';

function renderEditor(props: Partial<Parameters<typeof SourceEditor>[0]> = {}) {
  const onChange = vi.fn();
  const ref = createRef<SourceEditorHandle>();
  const result = render(
    <SourceEditor
      ref={ref}
      label="Template source"
      value={SOURCE}
      onChange={onChange}
      {...props}
    />,
  );
  const content = screen.getByRole('textbox', { name: 'Template source' });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('No editor view.');
  return { onChange, ref, view, content, ...result };
}

describe('SourceEditor', () => {
  it('is a multi-line text box named by its label, holding the source', () => {
    const { content, view } = renderEditor({ describedBy: 'errs', invalid: true });
    expect(content.getAttribute('aria-multiline')).toBe('true');
    expect(content.getAttribute('aria-describedby')).toBe('errs');
    expect(content.getAttribute('aria-invalid')).toBe('true');
    expect(view.state.doc.toString()).toBe(SOURCE);
  });

  it('calls onChange with the whole source as the owner types', () => {
    const { onChange, view } = renderEditor();
    act(() => view.dispatch({ changes: { from: 0, insert: 'x' } }));
    expect(onChange).toHaveBeenCalledWith(`x${SOURCE}`);
  });

  it('marks instructions and variables apart', () => {
    const { container } = renderEditor();
    const instructions = [...container.querySelectorAll('.cm-jsont-instruction')];
    const variables = [...container.querySelectorAll('.cm-jsont-variable')];
    expect(instructions.map((node) => node.textContent)).toEqual(['{.section item}', '{.end}']);
    expect(variables.map((node) => node.textContent)).toEqual(['{item.title}', '{item|sparkle}']);
  });

  it('shows the template errors as diagnostics over their tag, not those of a partial', () => {
    const { view, rerender, onChange } = renderEditor();
    const errors = [
      { message: 'Unknown formatter "sparkle"', line: 2, column: 16 },
      { message: 'Partial "p" not found', line: 1, column: 1, partial: 'p' },
    ];
    rerender(
      <SourceEditor label="Template source" value={SOURCE} onChange={onChange} errors={errors} />,
    );
    expect(diagnosticCount(view.state)).toBe(1);
    const found: string[] = [];
    forEachDiagnostic(view.state, (diagnostic, from, to) =>
      found.push(`${view.state.sliceDoc(from, to)} ${diagnostic.message}`),
    );
    expect(found).toEqual(['{item|sparkle} Unknown formatter "sparkle"']);
    rerender(<SourceEditor label="Template source" value={SOURCE} onChange={onChange} />);
    expect(diagnosticCount(view.state)).toBe(0);
  });

  it('moves the caret to a line and column and takes a new value from its owner', () => {
    const { view, ref, rerender, onChange } = renderEditor();
    act(() => ref.current?.focusAt(2, 16));
    expect(view.state.selection.main.head).toBe(SOURCE.indexOf('{item|sparkle}'));
    rerender(<SourceEditor label="Template source" value="{x}" onChange={onChange} />);
    expect(view.state.doc.toString()).toBe('{x}');
  });
});
