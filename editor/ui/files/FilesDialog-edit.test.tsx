// @vitest-environment jsdom
// Renaming and deleting in the Files dialog, by keyboard and pointer, with their refusals.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileMessage } from '../../../shared/api/files';
import { FakeFilesClient } from '../../files/fake-client';
import { fileRecord } from '../../files/test-records';
import { signInAs } from '../test-helpers';
import { FilesDialog } from './FilesDialog';

// An admin may upload, rename and delete (files:write).
beforeEach(() => signInAs('admin'));
afterEach(cleanup);

const beach = fileRecord('f1', 'beach.jpg');
const menu = fileRecord('f2', 'menu.png');

async function open() {
  const client = new FakeFilesClient([beach, menu]);
  const onClose = vi.fn();
  render(<FilesDialog client={client} onClose={onClose} />);
  await screen.findByRole('list', { name: 'Uploaded files' });
  return { client, onClose, files: screen.getByRole('dialog', { name: 'Files' }) };
}

function startRename(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `Rename ${name}` }));
  const field = screen.getByRole('textbox', { name: 'File name' });
  expect(document.activeElement).toBe(field);
  return field;
}

const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' | ');

describe('renaming', () => {
  it('refuses a blank name in the field, with the spec sentence, and sends nothing', async () => {
    const { client } = await open();
    const field = startRename('beach.jpg');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(field);
    const error = await screen.findByText('Please enter a file name.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(client.calls.some((call) => call.startsWith('rename'))).toBe(false);
    fireEvent.change(field, { target: { value: 'b' } });
    expect(screen.queryByText('Please enter a file name.')).toBeNull();
  });

  it('renames on Enter and gives focus back to the Rename button', async () => {
    const { client } = await open();
    const field = startRename('beach.jpg');
    fireEvent.change(field, { target: { value: '  Shore at dawn.jpg ' } });
    await act(async () => fireEvent.submit(field));
    expect(client.calls).toContain('rename f1 Shore at dawn.jpg');
    const button = screen.getByRole('button', { name: 'Rename Shore at dawn.jpg' });
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('status').textContent).toBe('Renamed to Shore at dawn.jpg.');
  });

  it.each(['Escape', 'Cancel'])('%s keeps the old name and the dialog open', async (how) => {
    const { client, onClose } = await open();
    const field = startRename('beach.jpg');
    fireEvent.change(field, { target: { value: 'other.jpg' } });
    if (how === 'Escape') fireEvent.keyDown(field, { key: 'Escape' });
    else fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'File name' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename beach.jpg' }));
    expect(client.calls.some((call) => call.startsWith('rename'))).toBe(false);
  });

  it('shows a refusal of the name under the field', async () => {
    const { client } = await open();
    client.renameFailure = { ok: false, status: 400, message: FileMessage.nameTooLong };
    const field = startRename('beach.jpg');
    fireEvent.change(field, { target: { value: 'long.jpg' } });
    await act(async () => fireEvent.submit(field));
    expect(screen.getByText(FileMessage.nameTooLong).id).toBe(
      field.getAttribute('aria-describedby'),
    );
  });

  it('shows "Unable to Rename File" when the rename fails', async () => {
    const { client } = await open();
    client.renameFailure = { ok: false, status: 0, message: FileMessage.renameFailed };
    const field = startRename('beach.jpg');
    fireEvent.change(field, { target: { value: 'new.jpg' } });
    await act(async () => fireEvent.submit(field));
    expect(alertText()).toContain(
      'Unable to Rename File' + 'There was a problem while renaming your file.',
    );
    expect(screen.getByRole('textbox', { name: 'File name' })).toBeTruthy();
  });
});

describe('deleting', () => {
  function askToDelete(name: string) {
    const button = screen.getByRole('button', { name: `Delete ${name}` });
    button.focus();
    fireEvent.click(button);
    return screen.getByRole('dialog', { name: `Delete ${name}?` });
  }

  it('asks with the spec title and text, and Cancel keeps the file', async () => {
    const { client } = await open();
    const confirm = askToDelete('beach.jpg');
    expect(confirm.textContent).toContain(
      "This can't be undone. Make sure to update all links to this file.",
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Delete beach.jpg?' })).toBeNull();
    expect(screen.getByText('beach.jpg')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete beach.jpg' }));
    expect(client.calls.some((call) => call.startsWith('remove'))).toBe(false);
  });

  it('Escape in the question closes only the question', async () => {
    const { onClose } = await open();
    const confirm = askToDelete('beach.jpg');
    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Delete beach.jpg?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Files' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation and puts focus in the search box', async () => {
    const { client } = await open();
    const confirm = askToDelete('beach.jpg');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    expect(client.calls).toContain('remove f1');
    await waitFor(() => expect(screen.queryByText('beach.jpg')).toBeNull());
    expect(screen.getByText('menu.png')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search files' }));
    expect(screen.getByRole('status').textContent).toBe('beach.jpg deleted.');
  });

  it('keeps the file and says so when the delete fails', async () => {
    const { client } = await open();
    client.removeFailure = { ok: false, status: 500, message: FileMessage.deleteFailed };
    const confirm = askToDelete('beach.jpg');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    expect(alertText()).toContain(
      'Unable to Delete File' + 'There was a problem while deleting your file.',
    );
    expect(screen.getByText('beach.jpg')).toBeTruthy();
  });
});

describe('audio files (album tracks)', () => {
  const track = fileRecord('f3', 'Opening theme.mp3', {
    type: 'audio/mpeg',
    size: 2 * 1024 * 1024,
    originalSize: '',
    variants: [],
  });

  async function openWith(options: { onPick?: () => void } = {}) {
    const client = new FakeFilesClient([beach, track]);
    render(<FilesDialog client={client} onClose={vi.fn()} onPick={options.onPick} />);
    await screen.findByRole('list', { name: 'Uploaded files' });
    return client;
  }

  it('are listed with the images, as audio, without an image thumbnail', async () => {
    await openWith();
    const list = screen.getByRole('list', { name: 'Uploaded files' });
    const card = within(list).getByText('Opening theme.mp3').closest('li')!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(card.textContent).toContain('2 MB · Audio');
    expect(card.querySelector('img')).toBeNull();
  });

  it('are deleted after the same question as an image, and leave the list', async () => {
    const client = await openWith();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Opening theme.mp3' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Opening theme.mp3?' });
    expect(confirm.textContent).toContain(FileMessage.deleteMessage);
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete Opening theme.mp3' })).toBeNull(),
    );
    expect(client.files.map((file) => file.id)).toEqual(['f1']);
    expect(screen.getByRole('status').textContent).toBe('Opening theme.mp3 deleted.');
  });

  it('can be renamed but not chosen by an image field', async () => {
    await openWith({ onPick: vi.fn() });
    expect(screen.getByRole('button', { name: 'Choose beach.jpg' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose Opening theme.mp3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rename Opening theme.mp3' })).toBeTruthy();
  });
});
