// The quote block: a blockquote with its source as the figure caption.
import type { BlockRenderProps } from '../types';
import type { QuoteSettings } from './schema';

export function QuoteRender({ settings }: BlockRenderProps<QuoteSettings>) {
  const source = settings.source.trim();
  return (
    <figure className="sb-quote">
      <blockquote>
        <p className="sb-quote-text">{settings.text}</p>
      </blockquote>
      {source ? (
        <figcaption>
          — <span className="sb-quote-source">{source}</span>
        </figcaption>
      ) : null}
    </figure>
  );
}
