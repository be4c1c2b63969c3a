// The social icons: simple glyphs drawn on a 24-unit grid, in the link's colour (currentColor).
// Each is decorative (aria-hidden): the link around it carries the name.
import type { ServiceId } from './services';

/** One shape of a glyph: a stroked line (the default) or a filled area. */
interface Shape {
  readonly d: string;
  readonly fill?: boolean;
  /** Drawn mirrored left to right (the second wing of a butterfly). */
  readonly mirror?: boolean;
}

/** A circle as a path, so every glyph is a list of paths. */
const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

const line = (d: string): Shape => ({ d });
const area = (d: string): Shape => ({ d, fill: true });

const BUTTERFLY_WING =
  'M12 11.5C10.2 7.8 6.8 4.8 4.6 4.8c-1.6 0-1.6 1.8-1.2 4.3.5 2.6 2.8 3.6 5.3 3.3-2.9.7-3.8 2.4-2.3 4.1 2.6 2.8 4.4.2 5.6-3.4z';

const GLYPHS: Readonly<Record<ServiceId, readonly Shape[]>> = {
  instagram: [
    line('M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5z'),
    line(circle(12, 12, 4)),
    area(circle(17.3, 6.7, 1.2)),
  ],
  facebook: [
    area(
      'M13.5 21v-7.5h2.6l.4-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.5a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2H7.5v3h2.8V21z',
    ),
  ],
  x: [line('M5 4l14 16'), line('M19 4L5 20')],
  tiktok: [line('M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5'), line('M14 3c.4 2.6 2.3 4.6 5 4.8')],
  youtube: [
    area(
      'M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zM10 8.8v6.4l5.5-3.2z',
    ),
  ],
  pinterest: [
    line(circle(12, 12, 9)),
    line('M10.5 20l2.2-9'),
    line('M9.5 14c3.6 1.4 6.8-.6 6.8-3.6a4.4 4.4 0 0 0-8.6-1'),
  ],
  linkedin: [
    line('M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z'),
    area(circle(8.2, 8, 1.3)),
    line('M8.2 11v6'),
    line('M12 17v-6m0 2.6c0-1.5 1.1-2.6 2.5-2.6s2.5 1 2.5 2.6V17'),
  ],
  threads: [
    line(circle(12, 12, 3.2)),
    line('M15.2 12v1.5a2.5 2.5 0 0 0 5 0V12a8.2 8.2 0 1 0-3.3 6.6'),
  ],
  bluesky: [area(BUTTERFLY_WING), { d: BUTTERFLY_WING, fill: true, mirror: true }],
  mastodon: [
    line(
      'M7 3.5h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-5c-1.5 0-2 1.2-1 2.2.9.8 2.8 1 5 .8-4.2 2.2-11 1.2-12-3.6V6.5a3 3 0 0 1 3-3z',
    ),
    line('M8.5 12.5V9.2a1.7 1.7 0 0 1 3.5 0v2m0 0V9.2a1.7 1.7 0 0 1 3.5 0v3.3'),
  ],
  vimeo: [
    line(
      'M3 9.2l1.2 1.2c1-.8 1.8-1.1 2.2-.1.7 1.8 1.7 6.7 3 8.3 1.3 1.6 3.7-.4 6.3-4 2.5-3.5 4.8-7.2 3.3-9-1.3-1.5-3.6-.6-4.6 2',
    ),
  ],
  spotify: [
    line(circle(12, 12, 9)),
    line('M7.2 9.6c3.4-1 7.4-.7 10 .9'),
    line('M7.8 12.8c2.8-.8 5.8-.5 8.2.8'),
    line('M8.4 15.8c2.2-.6 4.4-.4 6.2.6'),
  ],
  soundcloud: [
    area('M10 17.5V9.6a5 5 0 0 1 7.9 3.1 2.5 2.5 0 0 1 .6 4.8z'),
    line('M3 14v3'),
    line('M5.5 12v5.5'),
    line('M8 10.5v7'),
  ],
  github: [
    area(
      'M5.6 4.2l3.6 2a8.8 8.8 0 0 1 5.6 0l3.6-2 .1 4.4A6.6 6.6 0 0 1 19.5 12c0 3.3-2.4 5.3-5.3 5.8.4.5.6 1.2.6 1.9V21H9.2v-1.3c-2.5.6-3.4-.9-3.8-1.8',
    ),
    area('M9.8 17.8C6.9 17.3 4.5 15.3 4.5 12a6.6 6.6 0 0 1 1-3.4z'),
  ],
  dribbble: [
    line(circle(12, 12, 9)),
    line('M3.4 9.6c5 .6 10.2-.6 14.2-4.2'),
    line('M8.2 3.9c3 3.6 5.4 9.5 6.4 16.5'),
    line('M4.6 17c3.6-3.4 9.4-4.8 16.2-3.6'),
  ],
  behance: [
    line('M3 6.5h4.6a2.4 2.4 0 0 1 0 4.8H3zM3 11.3h5.2a2.6 2.6 0 0 1 0 5.2H3z'),
    line('M14 13.5h6.2a3.1 3.1 0 1 0-1 2.4'),
    line('M14.6 7.5H19.4'),
  ],
  etsy: [line('M16.5 5H8v14h8.5'), line('M8 12h6')],
  email: [
    line('M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z'),
    line('M3.5 6.5L12 13l8.5-6.5'),
  ],
  link: [
    line('M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1'),
    line('M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'),
  ],
};

export function SocialIcon({ service }: { readonly service: ServiceId }) {
  return (
    <svg
      className="sb-social-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-service={service}
    >
      {GLYPHS[service].map((shape) => (
        <path
          key={shape.mirror ? `mirror ${shape.d}` : shape.d}
          d={shape.d}
          fill={shape.fill ? 'currentColor' : 'none'}
          stroke={shape.fill ? 'none' : 'currentColor'}
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          transform={shape.mirror ? 'matrix(-1 0 0 1 24 0)' : undefined}
        />
      ))}
    </svg>
  );
}
