// The audio block: a compact player card with the cover (or a musical note), title, artist and
// the browser's own player. preload="none": nothing is fetched until the visitor presses play,
// so a missing file never slows or breaks the page.
import { imageSources } from '../media/image-ref';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { useSiteWords } from '../site-words';
import type { BlockRenderProps } from '../types';
import { safeAudioSrc } from './audio-url';
import type { AudioSettings } from './schema';
import './audio.css';

function NoteIcon() {
  return (
    <svg className="sb-audio-note" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 18V5l11-2v13" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="6.5" cy="18" r="2.5" fill="currentColor" />
      <circle cx="17.5" cy="16" r="2.5" fill="currentColor" />
    </svg>
  );
}

export function AudioRender({ settings }: BlockRenderProps<AudioSettings>) {
  const src = safeAudioSrc(settings.url);
  const title = settings.title.trim();
  const artist = settings.artist.trim();
  const words = useSiteWords();
  const name = title || words.audioTrack;
  return (
    <div className="sb-audio">
      <div className="sb-audio-cover">
        {imageSources(settings.image) ? (
          <ResponsiveImage
            className="sb-audio-cover-img"
            image={settings.image}
            alt=""
            sizes="(max-width: 432px) 72px, 112px"
          />
        ) : (
          <NoteIcon />
        )}
      </div>
      <div className="sb-audio-meta">
        {title ? <p className="sb-audio-title">{title}</p> : null}
        {artist ? <p className="sb-audio-artist">{artist}</p> : null}
      </div>
      {src ? (
        // biome-ignore lint/a11y/useMediaCaption: an owner's track comes without a caption file; its title and artist are shown as text
        <audio className="sb-audio-player" controls preload="none" src={src} aria-label={name}>
          {words.audioUnplayable}
        </audio>
      ) : (
        <p className="sb-audio-unplayable">{words.audioUnplayable}</p>
      )}
    </div>
  );
}
