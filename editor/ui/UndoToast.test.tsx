// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsPanel } from './SettingsPanel';
import { renderEditor, testSite } from './test-helpers';
import { UndoToast } from './UndoToast';

afterEach(cleanup);

function renderDeleting() {
  const rendered = renderEditor(
    <>
      <SettingsPanel />
      <UndoToast />
    </>,
    { data: { selectedBlockId: 'b1' } },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  return rendered;
}

describe('UndoToast', () => {
  it('offers Undo on the spot after a delete, announced, with focus on Undo', () => {
    const { store } = renderDeleting();
    expect(store.getState().deleteBlock).toHaveBeenCalledWith('b1');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Deleted Button: Learn more.');
    expect(status.className).toContain('feedback-success');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(document.activeElement).toBe(undo);
    fireEvent.click(undo);
    expect(store.getState().undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('leaves on Dismiss or Escape, without undoing', () => {
    const { store } = renderDeleting();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Undo' }), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(store.getState().undo).not.toHaveBeenCalled();
  });

  it('leaves once the document changes again (Undo would undo something else)', () => {
    const { store } = renderDeleting();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    act(() => store.setState({ selectedBlockId: null }));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    act(() => store.setState({ site: testSite([]) }));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
