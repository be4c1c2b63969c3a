// What the template source's CodeMirror 6 editor is made of (editor only; the live site never
// loads it): HTML highlighting, JSON-T's tags marked on top of it (`{.section x}` instructions,
// `{x|formatter}` variables, `{# comments}`), line numbers, the lint gutter, history and the
// default keys. Tab is left to the browser (no indentWithTab), so Tab and Shift+Tab move focus
// out of the editor; Escape only collapses a selection and otherwise reaches the panel.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { html } from '@codemirror/lang-html';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { type Diagnostic, lintGutter } from '@codemirror/lint';
import type { Extension, Text } from '@codemirror/state';
import {
  Decoration,
  type DecorationSet,
  drawSelection,
  EditorView,
  highlightActiveLine,
  keymap,
  lineNumbers,
  MatchDecorator,
  ViewPlugin,
  type ViewUpdate,
} from '@codemirror/view';
import type { TemplateError } from '../../shared/api/templates';
import { offsetOf } from './preview-state';

/** A JSON-T tag on one line: `{` not followed by a space, up to the next `}`. */
const TAG = /\{[^{}\s][^{}\n]*\}/g;

/** The class a tag's text gets: instruction, comment or variable. */
export function tagClass(tag: string): string {
  if (tag.startsWith('{.')) return 'cm-jsont-instruction';
  if (tag.startsWith('{#')) return 'cm-jsont-comment';
  return 'cm-jsont-variable';
}

const MARKS = new Map(
  ['cm-jsont-instruction', 'cm-jsont-comment', 'cm-jsont-variable'].map((name) => [
    name,
    Decoration.mark({ class: name }),
  ]),
);

const tags = new MatchDecorator({
  regexp: TAG,
  decoration: (match) => MARKS.get(tagClass(match[0])) ?? null,
});

const jsontTags = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = tags.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = tags.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

const theme = EditorView.theme({
  '&': {
    border: '1px solid var(--border, #8a8a8a)',
    borderRadius: '4px',
    fontSize: '0.8rem',
    background: 'var(--surface, #fff)',
  },
  '&.cm-focused': { outline: '2px solid var(--focus, #1a56db)', outlineOffset: '1px' },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    lineHeight: '1.45',
    height: '22em',
    overflow: 'auto',
  },
  '.cm-jsont-instruction': { color: '#8a1c8a', fontWeight: '600' },
  '.cm-jsont-variable': { color: '#005c8a', background: '#eef6fb' },
  '.cm-jsont-comment': { color: '#5c5c5c', fontStyle: 'italic' },
});

/** The editor's extensions, with `onChange` called with the whole source on each change. */
export function sourceExtensions(onChange: (source: string) => void): Extension[] {
  return [
    lineNumbers(),
    lintGutter(),
    history(),
    drawSelection(),
    highlightActiveLine(),
    bracketMatching(),
    html(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    jsontTags,
    keymap.of([...defaultKeymap, ...historyKeymap]),
    theme,
    EditorView.updateListener.of((update) => {
      if (update.docChanged) onChange(update.state.doc.toString());
    }),
  ];
}

/**
 * The template's own errors as lint diagnostics, each from its line and column to the end of
 * the tag there (or one character); errors inside a partial are listed beside the editor only.
 */
export function templateDiagnostics(doc: Text, errors: readonly TemplateError[]): Diagnostic[] {
  const source = doc.toString();
  return errors
    .filter((error) => error.partial === undefined)
    .map((error) => {
      const from = offsetOf(source, error.line, error.column);
      const lineEnd = doc.lineAt(from).to;
      const close = source.indexOf('}', from);
      const to = source[from] === '{' && close !== -1 && close < lineEnd ? close + 1 : from + 1;
      return { from, to: Math.min(to, doc.length), severity: 'error', message: error.message };
    });
}
