// The bottom edge of a section in one of the spec's two divider presets (§3: "two modern friendly
// presets (soft corners, rounded)"): the shape is cut out of the section's bottom, so the page
// shows through and the section ends in a gentle wave (soft corners) or an arch (rounded).
import type { SectionDivider as Divider } from '../../shared/document/schema';

/** The cut-out, in a 1200 x 48 box stretched to the section's width. */
export const DIVIDER_PATHS: Readonly<Record<Exclude<Divider, 'none'>, string>> = {
  'soft-corners': 'M0 48V22C150 2 300 2 450 18S750 40 900 26 1100 4 1200 14V48Z',
  rounded: 'M0 48V0C300 60 900 60 1200 0V48Z',
};

export function SectionDivider({ divider }: { readonly divider: Divider }) {
  if (divider === 'none') return null;
  return (
    <svg
      className="sb-divider"
      data-divider={divider}
      viewBox="0 0 1200 48"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path d={DIVIDER_PATHS[divider]} />
    </svg>
  );
}
