// The shopping funnel at a glance: a bar per step as long as its share of product views, with the
// count and the share of the step before that went on. One image with the whole funnel in a
// sentence; the panel's table holds the same figures.
import { formatCount, formatShare } from './format';
import type { FunnelStep } from './funnel';

export function funnelSentence(steps: readonly FunnelStep[]): string {
  const parts = steps.map((step) =>
    step.fromPrevious === null
      ? `${step.name} ${formatCount(step.count)}`
      : `${step.name} ${formatCount(step.count)} (${formatShare(step.fromPrevious)} of the step before)`,
  );
  return `Shopping funnel, visitors at each step: ${parts.join(', ')}.`;
}

export function FunnelChart({ steps }: { steps: readonly FunnelStep[] }) {
  const first = Math.max(1, steps[0]?.count ?? 0);
  return (
    <div className="analytics-funnel" role="img" aria-label={funnelSentence(steps)}>
      {steps.map((step) => (
        <div key={step.name} className="funnel-step">
          <span className="funnel-name">{step.name}</span>
          <span className="funnel-track">
            <span
              className="funnel-bar"
              style={{ width: `${Math.min(100, (step.count / first) * 100)}%` }}
            />
          </span>
          <span className="funnel-count">{formatCount(step.count)}</span>
          <span className="funnel-rate">
            {step.fromPrevious === null ? '' : `${formatShare(step.fromPrevious)} went on`}
          </span>
        </div>
      ))}
    </div>
  );
}
