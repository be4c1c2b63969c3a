// The embed block: no outside host is contacted, so it shows a card in the chosen aspect ratio
// saying what is there (provider, the owner's title, the address shortened) and a link to open
// it on the provider's site in a new window.
import type { CSSProperties } from 'react';
import type { BlockRenderProps } from '../types';
import { safeWebHref } from '../url';
import { embedProvider, shortAddress } from './provider';
import { EMBED_RATIOS, type EmbedSettings } from './schema';
import './embed.css';

function ArrowIcon() {
  return (
    <svg className="sb-embed-arrow" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M6 3h7v7M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export function EmbedRender({ settings }: BlockRenderProps<EmbedSettings>) {
  const href = safeWebHref(settings.url);
  const provider = embedProvider(settings.url);
  const title = settings.title.trim();
  const style = {
    '--sb-embed-ratio': EMBED_RATIOS[settings.aspectRatio],
    '--sb-embed-brand': provider.color ?? 'var(--sb-muted)',
  } as CSSProperties;
  return (
    <figure className="sb-embed" style={style}>
      <div className="sb-embed-card">
        <p className="sb-embed-provider">
          <span className="sb-embed-dot" aria-hidden="true" />
          {provider.name}
        </p>
        {title ? <p className="sb-embed-title">{title}</p> : null}
        <p className="sb-embed-address">{shortAddress(settings.url)}</p>
        {href ? (
          <a className="sb-embed-open" href={href} target="_blank" rel="noopener noreferrer">
            Open on {provider.name}
            <ArrowIcon />
          </a>
        ) : null}
      </div>
    </figure>
  );
}
