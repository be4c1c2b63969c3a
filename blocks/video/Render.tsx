// The video block: a 16:9 poster (the owner's thumbnail, else the provider's, else a neutral dark
// one, also when the provider's fails to load) with a large play link that opens the video in a
// new window. No player and nothing else from another host is loaded.
import { useState } from 'react';
import { imageSources } from '../media/image-ref';
import { ResponsiveImage } from '../media/ResponsiveImage';
import type { BlockRenderProps } from '../types';
import { safeWebHref } from '../url';
import { playLabel, providerName, providerThumbnail, recogniseVideo } from './provider';
import type { VideoSettings } from './schema';
import './video.css';

/** The provider's poster; gone (the neutral poster shows) once it fails to load. */
function ProviderThumbnail({ src }: { readonly src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className="sb-video-img"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}

function PlayIcon() {
  return (
    <svg className="sb-video-play-icon" viewBox="0 0 68 68" aria-hidden="true" focusable="false">
      <circle cx="34" cy="34" r="32" stroke="#fff" strokeOpacity="0.85" strokeWidth="2" />
      <path d="M27 21.5v25l20-12.5z" fill="#fff" />
    </svg>
  );
}

export function VideoRender({ settings }: BlockRenderProps<VideoSettings>) {
  const href = safeWebHref(settings.url);
  const source = recogniseVideo(settings.url);
  const thumbnail = providerThumbnail(source);
  const provider = providerName(source);
  const title = settings.title.trim();
  const caption = settings.caption.trim();
  const ownImage = imageSources(settings.image) !== null;
  return (
    <figure className="sb-video">
      <div className="sb-video-poster">
        {ownImage ? (
          <ResponsiveImage
            className="sb-video-img"
            image={settings.image}
            alt=""
            sizes="(max-width: 432px) 100vw, 1024px"
          />
        ) : thumbnail ? (
          <ProviderThumbnail key={thumbnail} src={thumbnail} />
        ) : null}
        <div className="sb-video-shade" aria-hidden="true">
          {title ? <span className="sb-video-title">{title}</span> : null}
          {provider ? <span className="sb-video-provider">{provider}</span> : null}
        </div>
        {href ? (
          <a
            className="sb-video-play"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={playLabel(title, source)}
          >
            <PlayIcon />
          </a>
        ) : (
          <span className="sb-video-play">
            <PlayIcon />
          </span>
        )}
      </div>
      {caption ? <figcaption className="sb-video-caption">{caption}</figcaption> : null}
    </figure>
  );
}
