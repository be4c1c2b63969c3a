// What a screen reader hears for the chart drawing (its aria-label): the kind of chart, its title,
// what it compares and over which categories. The numbers themselves are in the data table
// beside it.
import type { ChartData } from './dataset';

export type ChartKind = 'bar' | 'line' | 'pie';

const KIND_NAMES: Readonly<Record<ChartKind, string>> = {
  bar: 'Bar chart',
  line: 'Line chart',
  pie: 'Pie chart',
};

/** "a", "a and b", "a, b and c". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function chartSummary(kind: ChartKind, title: string, data: ChartData): string {
  const name = title.trim() ? `${KIND_NAMES[kind]}, ${title.trim()}` : KIND_NAMES[kind];
  const count = data.rows.length;
  const first = data.rows[0]?.label ?? '';
  const last = data.rows[count - 1]?.label ?? '';
  const span = count === 1 ? first : `${count} categories from ${first} to ${last}`;
  if (kind === 'pie') return `${name}: ${data.columns[0] ?? ''} by category, ${span}.`;
  return `${name}: ${listWords(data.columns)} over ${span}.`;
}
