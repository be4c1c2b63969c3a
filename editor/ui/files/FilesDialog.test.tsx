// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FileMessage,
  type FileRecord,
  MAX_FILE_BYTES,
  unsupportedFileTypeMessage,
} from '../../../shared/api/files';
import { FakeFilesClient } from '../../files/fake-client';
import { fileRecord } from '../../files/test-records';
import { signInAs } from '../test-helpers';
import { FilesDialog } from './FilesDialog';

// An admin may upload, rename and delete (files:write).
beforeEach(() => signInAs('admin'));
afterEach(cleanup);

const beach = fileRecord('f1', 'beach.jpg', { size: 1536 });
const menu = fileRecord('f2', 'Menu card.png', { size: 3 * 1024 * 1024, originalSize: '800x600' });

async function open(
  options: {
    files?: FileRecord[];
    onPick?: (file: FileRecord) => void;
    onPickMany?: (files: FileRecord[]) => void;
  } = {},
) {
  const client = new FakeFilesClient(options.files ?? [beach, menu]);
  const onClose = vi.fn();
  render(
    <FilesDialog
      client={client}
      onClose={onClose}
      onPick={options.onPick}
      onPickMany={options.onPickMany}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Files' });
  if (client.files.length > 0) await within(dialog).findByRole('list', { name: 'Uploaded files' });
  return { client, onClose, dialog };
}

const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' | ');

function chooseFiles(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

const image = (name: string, size = 10) => {
  const file = new File([new Uint8Array(10)], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the Files dialog', () => {
  it('is a modal named Files, with the search box focused and each file listed', async () => {
    const { dialog } = await open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search files' }));
    const items = within(screen.getByRole('list', { name: 'Uploaded files' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('.file-name')?.textContent)).toEqual([
      'beach.jpg',
      'Menu card.png',
    ]);
    expect(items[0]!.textContent).toContain('1.5 KB');
    expect(items[1]!.textContent).toContain('3 MB · 800 × 600');
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe(`${beach.url}?format=300w`);
    expect(screen.getByRole('button', { name: 'Rename beach.jpg' }).textContent).toBe('Rename');
    expect(screen.getByRole('button', { name: 'Delete Menu card.png' }).textContent).toBe('Delete');
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
  });

  it('hands the chosen file to onPick', async () => {
    const onPick = vi.fn();
    await open({ onPick });
    fireEvent.click(screen.getByRole('button', { name: 'Choose Menu card.png' }));
    expect(onPick).toHaveBeenCalledWith(menu);
  });

  it('selects several files by their checkboxes, says how many, and hands them over at once', async () => {
    const onPickMany = vi.fn();
    await open({ onPickMany });
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
    const add = screen.getByRole('button', { name: 'Add images' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(add);
    expect(onPickMany).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Menu card.png' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select beach.jpg' }));
    const said = screen.getAllByRole('status').map((status) => status.textContent);
    expect(said).toContain('2 images selected.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select beach.jpg' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select beach.jpg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 images' }));
    expect(onPickMany).toHaveBeenCalledWith([menu, beach]);
  });

  it('searches by name and says when nothing matches', async () => {
    const { client } = await open();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search files' }), {
      target: { value: 'MENU' },
    });
    await waitFor(() => expect(screen.queryByText('beach.jpg')).toBeNull());
    expect(screen.getByText('Menu card.png')).toBeTruthy();
    expect(client.calls).toContain('list MENU');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zebra' } });
    expect(await screen.findByText('No files match “zebra”.')).toBeTruthy();
  });

  it('invites the first upload when there are no files', async () => {
    await open({ files: [] });
    expect(
      await screen.findByText('No files yet. Upload images with the button, or drop them here.'),
    ).toBeTruthy();
  });

  it('says when the list cannot load, and tries again', async () => {
    const client = new FakeFilesClient([beach]);
    client.listFailure = { ok: false, status: 0, message: 'Unable to load. Try again.' };
    render(<FilesDialog client={client} onClose={vi.fn()} />);
    expect(await screen.findByText('Unable to load. Try again.')).toBeTruthy();
    client.listFailure = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('beach.jpg')).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const client = new FakeFilesClient([beach]);
    function Opener() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open files
          </button>
          {isOpen ? <FilesDialog client={client} onClose={() => setOpen(false)} /> : null}
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open files' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByText('beach.jpg');
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the Close button', async () => {
    const { onClose } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('uploading', () => {
  it('shows a progress bar per file, one upload at a time, then lists each file', async () => {
    const { client } = await open();
    chooseFiles([image('one.jpg'), image('two.jpg')]);
    const first = screen.getByRole('progressbar', { name: 'one.jpg' });
    expect(screen.getByRole('progressbar', { name: 'two.jpg' }).getAttribute('value')).toBe('0');
    await waitFor(() => expect(client.held).toHaveLength(1));
    act(() => client.held[0]!.progress(0.4));
    expect(first.getAttribute('value')).toBe('0.4');
    expect(screen.getByText('40%')).toBeTruthy();
    await act(async () => client.held[0]!.answer());
    expect(screen.queryByRole('progressbar', { name: 'one.jpg' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rename one.jpg' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('one.jpg uploaded.');
    await waitFor(() => expect(client.held).toHaveLength(2));
    await act(async () => client.held[1]!.answer());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Rename two.jpg' })).toBeTruthy();
  });

  it('uploads files dropped onto the dialog', async () => {
    const { client, dialog } = await open();
    const body = dialog.querySelector('.files-body')!;
    const dataTransfer = { types: ['Files'], files: [image('dropped.jpg')], dropEffect: 'none' };
    fireEvent.dragOver(body, { dataTransfer });
    expect(body.classList.contains('is-dragging')).toBe(true);
    fireEvent.drop(body, { dataTransfer });
    expect(body.classList.contains('is-dragging')).toBe(false);
    expect(screen.getByRole('progressbar', { name: 'dropped.jpg' })).toBeTruthy();
    await waitFor(() => expect(client.calls).toContain('upload dropped.jpg'));
  });

  it('refuses a file over 20 MB at once, with the spec sentence, without sending it', async () => {
    const { client } = await open();
    chooseFiles([image('huge.jpg', MAX_FILE_BYTES + 1)]);
    expect(alertText()).toContain(
      'Unable to Upload File' +
        'The file huge.jpg is too large. The maximum allowed file size is 20 MB.',
    );
    expect(client.calls).not.toContain('upload huge.jpg');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    [
      'a refusal shows the server sentence',
      { ok: false, status: 400, message: unsupportedFileTypeMessage('notes.jpg') } as const,
      'The file notes.jpg does not appear to be a supported file type.',
    ],
    [
      'a failure shows the spec sentence',
      { ok: false, status: 0, message: FileMessage.uploadFailed } as const,
      'There was a problem while uploading your file.',
    ],
  ])('%s under "Unable to Upload File", until dismissed', async (_, failure, sentence) => {
    const { client } = await open();
    chooseFiles([image('notes.jpg')]);
    await waitFor(() => expect(client.held).toHaveLength(1));
    await act(async () => client.held[0]!.answer(failure));
    expect(alertText()).toContain(`Unable to Upload File${sentence}`);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('notes.jpg')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Dismiss: Unable to Upload File/ }));
    expect(alertText()).not.toContain(sentence);
  });

  it('cancels uploads still under way when the dialog closes', async () => {
    const { client } = await open();
    chooseFiles([image('late.jpg')]);
    await waitFor(() => expect(client.held).toHaveLength(1));
    const { signal } = client.held[0]!.options;
    cleanup();
    expect(signal?.aborted).toBe(true);
  });
});

describe('a role without files:write', () => {
  it('lists the files with no way to upload, rename or delete them', async () => {
    signInAs('viewer');
    const { dialog } = await open();
    expect(within(dialog).getByText('beach.jpg')).toBeTruthy();
    for (const name of ['Upload files', 'Rename beach.jpg', 'Delete beach.jpg']) {
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
    }
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
