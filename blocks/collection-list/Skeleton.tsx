// Grey placeholder shapes standing in for a collection's items (cards, rows, tags, dates, tracks,
// months, comments), hidden from assistive technology: the lines beside them say what will show.
import type { SkeletonShape } from './collections';

export interface CardParts {
  readonly date: boolean;
  readonly excerpt: boolean;
  readonly author: boolean;
}

const line = (variant: string) => (
  <span className={`sb-skeleton-line sb-skeleton-line--${variant}`} />
);

function Card({ parts }: { readonly parts: CardParts }) {
  return (
    <div className="sb-skeleton-item">
      <span className="sb-skeleton-media" />
      <span className="sb-skeleton-text">
        {parts.date ? line('short') : null}
        {line('title')}
        {parts.excerpt ? (
          <>
            {line('full')}
            {line('long')}
          </>
        ) : null}
        {parts.author ? line('short') : null}
      </span>
    </div>
  );
}

function Placeholder({
  shape,
  parts,
}: {
  readonly shape: SkeletonShape;
  readonly parts: CardParts;
}) {
  switch (shape) {
    case 'grid':
    case 'wall':
    case 'carousel':
    case 'list':
      return <Card parts={parts} />;
    case 'tags':
      return <span className="sb-skeleton-tag" />;
    case 'dates':
    case 'comments':
      return (
        <div className="sb-skeleton-item">
          <span className="sb-skeleton-date" />
          <span className="sb-skeleton-text">
            {line('title')}
            {line('long')}
          </span>
        </div>
      );
    default:
      // rows, tracks and months: one line of text with a short mark at its end.
      return (
        <div className="sb-skeleton-item">
          {line('title')}
          <span className="sb-skeleton-mark" />
        </div>
      );
  }
}

export function Skeleton({
  shape,
  count,
  parts,
}: {
  readonly shape: SkeletonShape;
  readonly count: number;
  readonly parts: CardParts;
}) {
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <div className={`sb-skeleton sb-skeleton--${shape}`} aria-hidden="true">
      {numbers.map((number) => (
        <Placeholder key={number} shape={shape} parts={parts} />
      ))}
    </div>
  );
}
