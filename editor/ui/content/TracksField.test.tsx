// @vitest-environment jsdom
// An album item's tracks in the item form: a track uploaded (its length read from the file) and
// one chosen from the library's audio files, moved by keyboard with focus kept on the moved
// track, renamed, a bad length refused under the tracks, removed, saved in order; the album's
// limit of 60 offers no more. Images stay out of the audio choice.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Item, ItemInput } from '../../../shared/content/collections';
import { testCollection } from '../../../shared/content/test-collection';
import type { ContentClient } from '../../content/client';
import { emptyDraft } from '../../content/item-draft';
import { tracksFromItem } from '../../content/track-list';
import { FakeFilesClient } from '../../files/fake-client';
import { fileRecord } from '../../files/test-records';
import { ItemForm } from './ItemForm';

afterEach(cleanup);

const album = testCollection({ type: 'album', title: 'Live', slug: 'live' });
const dawn = fileRecord('a1', 'Dawn chorus.ogg', { type: 'audio/ogg', originalSize: '' });
const photo = fileRecord('p1', 'cover.jpg');

function setup(initialTracks: ItemInput['tracks'] = []) {
  const saved = vi.fn((_c: string, _id: string | null, input: ItemInput) =>
    Promise.resolve({ ok: true as const, value: { ...input, id: 'i1' } as unknown as Item }),
  );
  const client = { saveItem: saved } as unknown as ContentClient;
  const files = new FakeFilesClient([dawn, photo]);
  const announce = vi.fn();
  const readDuration = vi.fn(async () => 205.4);
  render(
    <ItemForm
      collection={album}
      itemId={null}
      initial={{
        ...emptyDraft('album', Date.UTC(2026, 10, 27), 'UTC'),
        title: 'Live at the mill',
        tracks: tracksFromItem(initialTracks),
      }}
      timeZone="UTC"
      mayPublish
      client={client}
      onSaved={vi.fn()}
      onCancel={vi.fn()}
      announce={announce}
      files={files}
      readDuration={readDuration}
    />,
  );
  return {
    saved,
    files,
    announce,
    readDuration,
    tracks: screen.getByRole('group', { name: 'Tracks' }),
  };
}

describe('an album’s tracks in the item form', () => {
  it('adds, reorders by keyboard, renames, checks, removes and saves tracks', async () => {
    const { saved, files, announce, readDuration, tracks } = setup();
    expect(within(tracks).getByText('0 of 60 tracks.')).toBeTruthy();

    const upload = within(tracks).getByLabelText('Upload a track');
    expect(upload.getAttribute('accept')).toContain('audio/mpeg');
    fireEvent.change(upload, {
      target: { files: [new File(['x'], 'night_drive.mp3', { type: 'audio/mpeg' })] },
    });
    await waitFor(() => expect(files.held).toHaveLength(1));
    files.held[0]!.answer();
    expect(await within(tracks).findByDisplayValue('night drive')).toBeTruthy();
    await waitFor(() =>
      expect((within(tracks).getByLabelText('Length of track 1') as HTMLInputElement).value).toBe(
        '3:25',
      ),
    );
    expect(readDuration).toHaveBeenCalledWith(expect.stringContaining('/files/new1/'));
    expect(announce).toHaveBeenLastCalledWith('Added track 1: night drive.');

    // The library's audio files only.
    const library = within(tracks).getByLabelText('Or a file from the library');
    const offered = [...library.querySelectorAll('option')].map((option) => option.textContent);
    expect(offered).toContain('Dawn chorus.ogg');
    expect(offered).not.toContain('cover.jpg');
    fireEvent.change(library, { target: { value: 'a1' } });
    fireEvent.click(within(tracks).getByRole('button', { name: 'Add track' }));
    expect(within(tracks).getByLabelText('Title of track 2')).toHaveProperty(
      'value',
      'Dawn chorus',
    );
    expect(within(tracks).getByLabelText('Listen to track 2, Dawn chorus.ogg')).toBeTruthy();
    // A length the owner typed is kept over the one the file gives.
    fireEvent.change(within(tracks).getByLabelText('Length of track 2'), {
      target: { value: '4:10' },
    });

    within(tracks).getByRole('button', { name: 'Move track 2 up' }).focus();
    fireEvent.click(within(tracks).getByRole('button', { name: 'Move track 2 up' }));
    expect(within(tracks).getByLabelText('Title of track 1')).toHaveProperty(
      'value',
      'Dawn chorus',
    );
    expect(announce).toHaveBeenLastCalledWith('Dawn chorus is now track 1 of 2.');
    // At the top its "up" is disabled: focus stays on the moved track, on its "down".
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Move track 1 down'));
    expect(
      within(tracks).getByRole('button', { name: 'Move track 1 up' }).hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.change(within(tracks).getByLabelText('Title of track 2'), {
      target: { value: 'Night Drive (live)' },
    });
    fireEvent.change(within(tracks).getByLabelText('Length of track 2'), {
      target: { value: '3:99' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save album entry' }));
    expect(
      await within(tracks).findByText(
        'Track 2: Enter the length as minutes and seconds, like 3:25.',
      ),
    ).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();

    fireEvent.change(within(tracks).getByLabelText('Length of track 2'), {
      target: { value: '3:26' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save album entry' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.lastCall?.[2].tracks).toEqual([
      { title: 'Dawn chorus', fileId: 'a1', durationSeconds: 250 },
      { title: 'Night Drive (live)', fileId: 'new1', durationSeconds: 206 },
    ]);

    fireEvent.click(within(tracks).getByRole('button', { name: 'Remove track 1' }));
    expect(announce).toHaveBeenLastCalledWith('Removed track 1: Dawn chorus.');
    expect(within(tracks).getByLabelText('Title of track 1')).toHaveProperty(
      'value',
      'Night Drive (live)',
    );
    expect(within(tracks).getByText('1 of 60 tracks.')).toBeTruthy();
  });

  it('shows an upload the server refuses', async () => {
    const { files, tracks } = setup();
    fireEvent.change(within(tracks).getByLabelText('Upload a track'), {
      target: { files: [new File(['x'], 'notes.mp3', { type: 'audio/mpeg' })] },
    });
    await waitFor(() => expect(files.held).toHaveLength(1));
    const refusal = 'The file notes.mp3 does not appear to be a supported file type.';
    files.held[0]!.answer({ ok: false, status: 400, message: refusal });
    expect(await within(tracks).findByText(refusal)).toBeTruthy();
    expect(within(tracks).queryByLabelText('Title of track 1')).toBeNull();
  });

  it('offers no more tracks once the album holds 60', () => {
    const full = Array.from({ length: 60 }, (_, i) => ({
      title: `Song ${i + 1}`,
      fileId: 'a1',
      durationSeconds: null,
    }));
    const { tracks } = setup(full);
    expect(within(tracks).getByText('60 of 60 tracks. An album holds no more.')).toBeTruthy();
    // The upload control is the tracks' only file field (a label query over 60 tracks takes seconds).
    expect(within(tracks).queryByText('Upload a track')).toBeNull();
    expect(tracks.querySelector('input[type="file"]')).toBeNull();
    expect(within(tracks).queryByRole('button', { name: 'Add track' })).toBeNull();
  });
});
