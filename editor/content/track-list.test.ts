import { describe, expect, it } from 'vitest';
import { MAX_TRACKS_PER_ALBUM } from '../../shared/limits';
import {
  addTrack,
  BAD_DURATION,
  changeTrack,
  durationText,
  moveTrack,
  removeTrack,
  type TrackDraft,
  titleFromFileName,
  trackLimitText,
  tracksFromItem,
  tracksInput,
} from './track-list';

const three = (): readonly TrackDraft[] =>
  tracksFromItem([
    { title: 'One', fileId: 'a', durationSeconds: 61 },
    { title: 'Two', fileId: 'b', durationSeconds: null },
    { title: 'Three', fileId: 'c', durationSeconds: 3727 },
  ]);

const titles = (list: readonly TrackDraft[]) => list.map((track) => track.title);

describe('an album’s tracks in the item form', () => {
  it('reads stored tracks with their lengths as typed, each with a key of its own', () => {
    const list = three();
    expect(list.map((track) => track.duration)).toEqual(['1:01', '', '1:02:07']);
    expect(new Set(list.map((track) => track.key)).size).toBe(3);
  });

  it('adds a track from a file, titled from its name, up to the album’s limit', () => {
    const added = addTrack([], { id: 'f9', name: 'night_drive-demo.mp3' });
    expect(added).toEqual([
      expect.objectContaining({ title: 'night drive demo', fileId: 'f9', duration: '' }),
    ]);
    expect(titleFromFileName('.mp3')).toBe('.mp3');
    let full: readonly TrackDraft[] = [];
    for (let i = 0; i < MAX_TRACKS_PER_ALBUM; i += 1) {
      full = addTrack(full, { id: `f${i}`, name: `song ${i}.mp3` });
    }
    expect(full).toHaveLength(60);
    expect(addTrack(full, { id: 'extra', name: 'extra.mp3' })).toBe(full);
    expect(trackLimitText(3)).toBe('3 of 60 tracks.');
    expect(trackLimitText(60)).toBe('60 of 60 tracks. An album holds no more.');
  });

  it('moves a track up and down, and not past either end', () => {
    const list = three();
    expect(titles(moveTrack(list, 0, 1))).toEqual(['Two', 'One', 'Three']);
    expect(titles(moveTrack(list, 2, -1))).toEqual(['One', 'Three', 'Two']);
    expect(moveTrack(list, 0, -1)).toBe(list);
    expect(moveTrack(list, 2, 1)).toBe(list);
    expect(moveTrack(list, 1, 1)[2]?.key).toBe(list[1]?.key);
  });

  it('renames and removes a track by its key', () => {
    const list = three();
    const renamed = changeTrack(list, list[1]!.key, { title: 'Second' });
    expect(titles(renamed)).toEqual(['One', 'Second', 'Three']);
    expect(titles(removeTrack(renamed, list[0]!.key))).toEqual(['Second', 'Three']);
  });

  it('gives the stored tracks, or names the track whose length is not one', () => {
    expect(tracksInput(three())).toEqual({
      ok: true,
      tracks: [
        { title: 'One', fileId: 'a', durationSeconds: 61 },
        { title: 'Two', fileId: 'b', durationSeconds: null },
        { title: 'Three', fileId: 'c', durationSeconds: 3727 },
      ],
    });
    const list = three();
    const bad = changeTrack(list, list[1]!.key, { duration: '3:75' });
    expect(tracksInput(bad)).toEqual({ ok: false, error: `Track 2: ${BAD_DURATION}` });
  });

  it('shows a length the browser read, and nothing for one it could not', () => {
    expect(durationText(204.7)).toBe('3:25');
    expect(durationText(Number.POSITIVE_INFINITY)).toBe('');
    expect(durationText(Number.NaN)).toBe('');
    expect(durationText(null)).toBe('');
  });
});
