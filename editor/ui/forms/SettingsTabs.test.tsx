// @vitest-environment jsdom
// The form's formatted messages in the text block's editor: the stored HTML is shown formatted,
// opening stores nothing, a toolbar format is one undo step of its own and typing merges (the
// form's merge key), both stored as HTML; a value changed in the store (undo) is shown.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { produce } from 'immer';
import { $getSelection, $isRangeSelection, $selectAll, type LexicalEditor } from 'lexical';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../../blocks/form/wire';
import { formDefinitionSchema } from '../../../shared/api/forms';
import { renderEditor } from '../test-helpers';
import { AdvancedTab } from './SettingsTabs';
import type { EditForm } from './use-form';

afterEach(cleanup);

const form: FormDefinition = formDefinitionSchema.parse({
  id: 'f1',
  name: 'Contact',
  fields: [],
  parsedSubmissionMessage: '<p>Thanks <em>a lot</em></p>',
});

async function open() {
  const edit = vi.fn<EditForm>();
  const rendered = renderEditor(<AdvancedTab form={form} edit={edit} />);
  act(() => rendered.store.setState({ formDrafts: { f1: form } }));
  // The rich text editor loads lazily: on a busy machine that can take over a second.
  const text = await screen.findByRole(
    'textbox',
    { name: 'Submission message' },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(text.textContent).toBe('Thanks a lot'));
  const editor = (text as HTMLElement & { __lexicalEditor: LexicalEditor }).__lexicalEditor;
  /** The message after the n-th edit's recipe, and its merge key. */
  const stored = (call: number) => {
    const [recipe, mergeKey] = edit.mock.calls[call]!;
    return { html: produce(form, recipe).parsedSubmissionMessage, mergeKey };
  };
  return { ...rendered, text, editor, edit, stored };
}

describe('the form messages in the text editor', () => {
  it('shows the stored HTML formatted and stores nothing on opening', async () => {
    const { text, edit } = await open();
    expect(text.querySelector('em')?.textContent).toBe('a lot');
    expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toBeTruthy();
    expect(edit).not.toHaveBeenCalled();
  });

  it('stores a toolbar format as HTML in a step of its own, typing with the merge key', async () => {
    const { editor, edit, stored } = await open();
    act(() => editor.update(() => $selectAll(), { discrete: true }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Bold' })));
    expect(edit).toHaveBeenCalledTimes(1);
    expect(stored(0)).toEqual({
      html: '<p><strong>Thanks </strong><i><strong>a lot</strong></i></p>',
      mergeKey: undefined,
    });
    act(() =>
      editor.update(
        () => {
          $selectAll();
          const selection = $getSelection();
          if ($isRangeSelection(selection)) selection.insertText('Merci');
        },
        { discrete: true },
      ),
    );
    expect(stored(1)).toEqual({
      html: '<p><strong>Merci</strong></p>',
      mergeKey: 'form:f1:parsedSubmissionMessage',
    });
  });

  it('shows a message changed in the store without storing it back', async () => {
    const { store, text, edit } = await open();
    const changed = { ...form, parsedSubmissionMessage: '<ul><li>Changed</li></ul>' };
    act(() => store.setState({ formDrafts: { f1: changed } }));
    await waitFor(() => expect(text.querySelector('li')?.textContent).toBe('Changed'));
    expect(edit).not.toHaveBeenCalled();
  });
});
