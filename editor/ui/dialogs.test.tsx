// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFLICT_MESSAGE, ConflictDialog } from './ConflictDialog';
import { LEAVE_MESSAGE } from './LeaveDialog';
import { TopBar } from './TopBar';
import { renderEditor } from './test-helpers';

afterEach(cleanup);

describe('ConflictDialog', () => {
  it('is absent unless the save status is conflict', () => {
    renderEditor(<ConflictDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['Keep my version', 'keepMine'],
    ['Load the saved version', 'takeTheirs'],
  ] as const)('"%s" calls %s', async (name, action) => {
    const { store } = renderEditor(<ConflictDialog />, { data: { saveStatus: 'conflict' } });
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'This site was changed elsewhere',
    );
    expect(dialog.textContent).toContain(CONFLICT_MESSAGE);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name })));
    expect(store.getState()[action]).toHaveBeenCalledTimes(1);
  });

  it('does not close on Escape: the owner must choose', () => {
    renderEditor(<ConflictDialog />, { data: { saveStatus: 'conflict' } });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('moves focus in and keeps Tab inside', () => {
    renderEditor(<ConflictDialog />, { data: { saveStatus: 'conflict' } });
    const dialog = screen.getByRole('dialog');
    const keep = within(dialog).getByRole('button', { name: 'Keep my version' });
    const load = within(dialog).getByRole('button', { name: 'Load the saved version' });
    expect(document.activeElement).toBe(keep);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(load);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(keep);
  });
});

const VIEW_SITE_URL = '/';

describe('leaving the editor', () => {
  it('"View site" opens the live address of the page being edited', () => {
    renderEditor(<TopBar />, { data: { pageId: 'about' } });
    expect(screen.getByRole('link', { name: 'View site' }).getAttribute('href')).toBe('/about');
  });

  it('goes straight to the site when everything is saved', () => {
    renderEditor(<TopBar />);
    const link = screen.getByRole('link', { name: 'View site' });
    expect(link.getAttribute('href')).toBe(VIEW_SITE_URL);
    let prevented: boolean | undefined;
    // Runs after the editor's handler; stops jsdom from trying to navigate.
    const stop = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', stop);
    fireEvent.click(link);
    window.removeEventListener('click', stop);
    expect(prevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  function openLeaveDialog(saveNow = vi.fn(async () => true)) {
    const rendered = renderEditor(<TopBar />, {
      services: { hasUnsavedChanges: () => true, saveNow },
    });
    const link = screen.getByRole('link', { name: 'View site' });
    link.focus();
    fireEvent.click(link);
    return { ...rendered, dialog: screen.getByRole('dialog') };
  }

  it('asks with the spec text and Save, Discard, Cancel', () => {
    const { dialog } = openLeaveDialog();
    expect(dialog.textContent).toContain(LEAVE_MESSAGE);
    expect(LEAVE_MESSAGE).toBe('You have made changes. Do you want to save or discard them?');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Discard', 'Save']);
  });

  it('Save waits for the save, then leaves', async () => {
    const { dialog, services } = openLeaveDialog();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(services.saveNow).toHaveBeenCalled();
    expect(services.navigate).toHaveBeenCalledWith(VIEW_SITE_URL);
  });

  it('a failed save stays, with the spec message', async () => {
    const { dialog, services } = openLeaveDialog(vi.fn(async () => false));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(services.navigate).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Unable to connect. Please try again.',
    );
  });

  it('Discard drops the edits, then leaves', () => {
    const { dialog, services } = openLeaveDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(services.discardChanges).toHaveBeenCalled();
    expect(services.navigate).toHaveBeenCalledWith(VIEW_SITE_URL);
  });

  it.each(['Cancel', 'Escape'])('%s stays and gives focus back', (how) => {
    const { dialog, services } = openLeaveDialog();
    if (how === 'Escape') fireEvent.keyDown(dialog, { key: 'Escape' });
    else fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.navigate).not.toHaveBeenCalled();
    expect(document.activeElement?.textContent).toBe('View site');
  });
});
