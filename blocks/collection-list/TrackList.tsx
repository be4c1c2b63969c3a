// An album's tracks in order, each with its length when known and its player (the file's own URL; nothing loads until
// played), on the album item's page and in the album block.
import type { ItemCard } from '../../shared/content/collection-view';
import { formatDuration } from '../../shared/content/track-time';

export function TrackList(props: { tracks: ItemCard['tracks']; label: string }) {
  return (
    <ol className="sb-track-list" aria-label={props.label}>
      {props.tracks.map((track, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tracks may share a title; their order is their identity
        <li key={index}>
          <span className="sb-track-title">{track.title}</span>
          {track.durationSeconds !== null ? (
            <time className="sb-track-length" dateTime={`PT${Math.round(track.durationSeconds)}S`}>
              {formatDuration(track.durationSeconds)}
            </time>
          ) : null}
          {track.url ? (
            // biome-ignore lint/a11y/useMediaCaption: an album's tracks come without caption files; their titles are shown as text
            <audio controls preload="none" src={track.url} aria-label={track.title} />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
