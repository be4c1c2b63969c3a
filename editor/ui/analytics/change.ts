// A headline figure's change against the previous range: the percent, which way it went, whether
// that is good news (more visitors is; a higher bounce rate is not), and the sentence a screen
// reader says instead of the coloured arrow.
export type Direction = 'up' | 'down' | 'same';
export type Meaning = 'good' | 'bad' | 'neutral';

export interface Change {
  readonly direction: Direction;
  /** Whole percent, rounded; null when the previous range had nothing to compare with. */
  readonly percent: number | null;
}

export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { direction: 'same', percent: 0 };
  const direction = current > previous ? 'up' : 'down';
  if (previous === 0) return { direction, percent: null };
  return { direction, percent: Math.round((Math.abs(current - previous) / previous) * 100) };
}

/** Good or bad news: `higherIsBetter` false for the bounce rate. */
export function meaningOf(change: Change, higherIsBetter: boolean): Meaning {
  if (change.direction === 'same') return 'neutral';
  return (change.direction === 'up') === higherIsBetter ? 'good' : 'bad';
}

/** "+25%", "−10%", "0%", or "New" when there was nothing before. */
export function changeLabel(change: Change): string {
  if (change.percent === null) return 'New';
  if (change.direction === 'same') return '0%';
  return `${change.direction === 'up' ? '+' : '\u2212'}${change.percent}%`;
}

/** What a screen reader hears: "Up 25% from the previous period." */
export function changeWords(change: Change): string {
  if (change.direction === 'same') return 'No change from the previous period.';
  const way = change.direction === 'up' ? 'Up' : 'Down';
  if (change.percent === null) return `${way} from none in the previous period.`;
  return `${way} ${change.percent}% from the previous period.`;
}
