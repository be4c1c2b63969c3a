// An album item's tracks as the item form holds them (docs/collections.md): each with a key of
// its own (for React and for keeping focus on a moved row), its title, audio file and length as
// typed. Added from an uploaded or chosen audio file (at most MAX_TRACKS_PER_ALBUM), moved up
// and down, renamed, removed; turned into the stored tracks, a length typed badly named.
import type { ItemInput } from '../../shared/content/collections';
import { formatDuration, parseDuration } from '../../shared/content/track-time';
import { MAX_TRACKS_PER_ALBUM } from '../../shared/limits';

type Track = ItemInput['tracks'][number];

export interface TrackDraft {
  readonly key: string;
  readonly title: string;
  readonly fileId: string;
  /** As typed: `m:ss`, `h:mm:ss`, seconds, or empty. */
  readonly duration: string;
}

/** The audio file a track is added from. */
export interface TrackFile {
  readonly id: string;
  readonly name: string;
}

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `track-${keys}`;
};

export const BAD_DURATION = 'Enter the length as minutes and seconds, like 3:25.';

export const trackLimitText = (count: number) =>
  `${count} of ${MAX_TRACKS_PER_ALBUM} tracks.${count >= MAX_TRACKS_PER_ALBUM ? ' An album holds no more.' : ''}`;

export function tracksFromItem(tracks: readonly Track[]): TrackDraft[] {
  return tracks.map((track) => ({
    key: nextKey(),
    title: track.title,
    fileId: track.fileId,
    duration: track.durationSeconds === null ? '' : formatDuration(track.durationSeconds),
  }));
}

/** A file's name as a track's title: without its extension, dashes and underscores as spaces. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return stem.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim() || name;
}

/** The list with a track of `file` at its end; the same list when the album is full. */
export function addTrack(list: readonly TrackDraft[], file: TrackFile): readonly TrackDraft[] {
  if (list.length >= MAX_TRACKS_PER_ALBUM) return list;
  return [
    ...list,
    { key: nextKey(), title: titleFromFileName(file.name), fileId: file.id, duration: '' },
  ];
}

/** The track at `index` moved one place up (-1) or down (1); unchanged at either end. */
export function moveTrack(
  list: readonly TrackDraft[],
  index: number,
  by: -1 | 1,
): readonly TrackDraft[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return list;
  const moved = [...list];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}

export function changeTrack(
  list: readonly TrackDraft[],
  key: string,
  part: Partial<Omit<TrackDraft, 'key'>>,
): readonly TrackDraft[] {
  return list.map((track) => (track.key === key ? { ...track, ...part } : track));
}

export function removeTrack(list: readonly TrackDraft[], key: string): readonly TrackDraft[] {
  return list.filter((track) => track.key !== key);
}

/** A length the browser read (seconds, maybe fractional or unknown) as the form shows it. */
export function durationText(seconds: number | null): string {
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? formatDuration(seconds) : '';
}

/** The stored tracks, or the first length that is not one ("Track 2: ..."). */
export function tracksInput(
  list: readonly TrackDraft[],
):
  | { readonly ok: true; readonly tracks: Track[] }
  | { readonly ok: false; readonly error: string } {
  const tracks: Track[] = [];
  for (const [index, track] of list.entries()) {
    const durationSeconds = parseDuration(track.duration);
    if (durationSeconds === undefined) {
      return { ok: false, error: `Track ${index + 1}: ${BAD_DURATION}` };
    }
    tracks.push({ title: track.title, fileId: track.fileId, durationSeconds });
  }
  return { ok: true, tracks };
}
