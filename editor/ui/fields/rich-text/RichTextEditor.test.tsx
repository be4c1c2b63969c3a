// @vitest-environment jsdom
// The text editor against the store: opening it stores nothing, a toolbar format is its own step,
// Ctrl+Z in the text is the store's undo, and a value changed elsewhere (undo, a draft) is shown.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { $selectAll, type LexicalEditor, REDO_COMMAND, UNDO_COMMAND } from 'lexical';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlSchema } from '../../../../blocks/html/schema';
import { richTextFromPlain } from '../../../../shared/content/rich-text/plain';
import { block } from '../../../store/test-site';
import { renderEditor, testSite } from '../../test-helpers';
import RichTextEditor from './RichTextEditor';

afterEach(cleanup);

const TOOLBAR_BUTTONS = [
  'Bold',
  'Italic',
  'Underline',
  'Strikethrough',
  'Superscript',
  'Subscript',
  'Bulleted list',
  'Numbered list',
  'Indent',
  'Outdent',
  'Align left',
  'Align center',
  'Align right',
  'Justify',
  'Link',
  'Code',
];

async function open() {
  const site = testSite([block('t1', 2, { content: richTextFromPlain('Hello') })]);
  const rendered = renderEditor(
    <>
      <span id="label">Text</span>
      <RichTextEditor blockId="t1" path={['content']} labelId="label" />
    </>,
    {
      data: { site, selectedBlockId: 't1' },
      services: { blockSchema: (type) => (type === 2 ? htmlSchema : undefined) },
    },
  );
  const text = await screen.findByRole('textbox', { name: 'Text' });
  await waitFor(() => expect(text.textContent).toBe('Hello'));
  const editor = (text as HTMLElement & { __lexicalEditor: LexicalEditor }).__lexicalEditor;
  return { ...rendered, text, editor };
}

describe('RichTextEditor', () => {
  it('names every toolbar button and stores nothing on opening', async () => {
    const { store } = await open();
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    for (const name of TOOLBAR_BUTTONS) {
      expect(toolbar.querySelector(`button[aria-label="${name}"]`), name).not.toBeNull();
    }
    expect(screen.getByRole('combobox', { name: 'Paragraph style' })).toBeTruthy();
    expect(store.getState().updateBlockSettings).not.toHaveBeenCalled();
  });

  it('stores a toolbar format as its own step and shows it pressed', async () => {
    const { store, editor } = await open();
    act(() => editor.update(() => $selectAll(), { discrete: true }));
    const bold = screen.getByRole('button', { name: 'Bold' });
    act(() => fireEvent.click(bold));
    const update = vi.mocked(store.getState().updateBlockSettings);
    expect(update).toHaveBeenCalledTimes(1);
    const [blockId, path, value, options] = update.mock.calls[0]!;
    expect([blockId, path, options]).toEqual(['t1', ['content'], { merge: false }]);
    expect(value).toMatchObject({
      root: { children: [{ children: [{ text: 'Hello', format: 1 }] }] },
    });
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
  });

  it('runs the store undo and redo for the text editor undo and redo', async () => {
    const { store, editor } = await open();
    act(() => {
      editor.dispatchCommand(UNDO_COMMAND, undefined);
      editor.dispatchCommand(REDO_COMMAND, undefined);
    });
    expect(store.getState().undo).toHaveBeenCalledTimes(1);
    expect(store.getState().redo).toHaveBeenCalledTimes(1);
  });

  it('shows a value changed in the store without storing it back', async () => {
    const { store, text } = await open();
    const changed = testSite([
      block('t1', 2, { content: richTextFromPlain('Changed', { style: 'h2' }) }),
    ]);
    act(() => store.setState({ site: changed }));
    await waitFor(() => expect(text.textContent).toBe('Changed'));
    expect(text.querySelector('h2')).not.toBeNull();
    expect(store.getState().updateBlockSettings).not.toHaveBeenCalled();
  });
});
