// The commerce funnel as the dashboard shows it: each step's visitors, the share of the step
// before that went on (step conversion) and the share of the first step (overall).
import type { CommerceFunnel } from '../../../shared/api/analytics';

export interface FunnelStep {
  readonly name: string;
  readonly count: number;
  /** Of the step before, 0 to 1; null for the first step or when the step before had none. */
  readonly fromPrevious: number | null;
  /** Of the first step, 0 to 1; null when the first step had none. */
  readonly fromFirst: number | null;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function funnelSteps(funnel: CommerceFunnel): FunnelStep[] {
  const counts: readonly [string, number][] = [
    ['Product views', funnel.productViews],
    ['Add to cart', funnel.addToCart],
    ['Checkout', funnel.checkouts],
    ['Orders', funnel.orders],
  ];
  const first = counts[0]![1];
  return counts.map(([name, count], index) => ({
    name,
    count,
    fromPrevious: index === 0 ? null : ratio(count, counts[index - 1]![1]),
    fromFirst: index === 0 ? null : ratio(count, first),
  }));
}

/** Whether any step was reached: an empty funnel shows the empty state. */
export const funnelIsEmpty = (funnel: CommerceFunnel) =>
  funnelSteps(funnel).every((step) => step.count === 0);
