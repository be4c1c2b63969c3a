// A service's small drawn glyph: decorative (the service is named beside it), so hidden from
// assistive technology.
import type { GlyphShape } from './services';

export function ServiceGlyph({ shapes }: { readonly shapes: readonly GlyphShape[] }) {
  return (
    <svg
      className="sb-service-card-glyph"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      {shapes.map((shape) => (
        <path
          key={shape.d}
          d={shape.d}
          fill={shape.fill ?? 'none'}
          stroke={shape.stroke ?? 'none'}
          strokeWidth={shape.stroke ? 1.8 : undefined}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
