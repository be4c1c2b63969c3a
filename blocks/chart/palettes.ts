// The chart's colour palettes. "Site" starts with the site's accent colour (--sb-accent) and
// continues with colours chosen to sit beside it; the others are fixed sets. A series or slice
// past the end of a palette takes its colours again from the start.

export const PALETTES = ['site', 'warm', 'cool', 'mono'] as const;
export type Palette = (typeof PALETTES)[number];

export const PALETTE_OPTIONS: readonly { value: Palette; label: string }[] = [
  { value: 'site', label: 'Site' },
  { value: 'warm', label: 'Warm' },
  { value: 'cool', label: 'Cool' },
  { value: 'mono', label: 'Mono' },
];

const COLOURS: Readonly<Record<Palette, readonly string[]>> = {
  site: [
    'var(--sb-accent, #1a56db)',
    '#f59e0b',
    '#10b981',
    '#ef4444',
    '#8b5cf6',
    '#06b6d4',
    '#ec4899',
    '#84cc16',
  ],
  warm: ['#c2410c', '#f59e0b', '#b91c1c', '#fbbf24', '#9a3412', '#f97316', '#78350f', '#fcd34d'],
  cool: ['#1e40af', '#0891b2', '#059669', '#6366f1', '#0ea5e9', '#14b8a6', '#4338ca', '#22d3ee'],
  mono: ['#1f2937', '#6b7280', '#9ca3af', '#374151', '#d1d5db', '#4b5563'],
};

export function seriesColour(palette: Palette, index: number): string {
  const colours = COLOURS[palette];
  return colours[index % colours.length]!;
}
