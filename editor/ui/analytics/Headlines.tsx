// The headline figures of the range with their change against the previous range (coloured by
// what it means, said in words for a screen reader), and the visitors of the last five minutes.
import type { AnalyticsSummaryResponse } from '../../../shared/api/analytics';
import { changeLabel, changeOf, changeWords, meaningOf } from './change';
import { formatKind } from './data-table';
import { formatCount } from './format';
import { HEADLINES } from './tables';

export function Headlines({ report }: { report: AnalyticsSummaryResponse }) {
  return (
    <ul className="analytics-headlines" aria-label="Headline figures">
      {HEADLINES.map((figure) => {
        const current = report.current[figure.key];
        const change = changeOf(current, report.previous[figure.key]);
        return (
          <li key={figure.key} className="analytics-figure">
            <span className="figure-label">{figure.label}</span>
            <span className="figure-value">{formatKind(figure.kind, current)}</span>
            <span className={`figure-change is-${meaningOf(change, figure.higherIsBetter)}`}>
              <span aria-hidden="true">{changeLabel(change)}</span>
              <span className="visually-hidden">{changeWords(change)}</span>
            </span>
          </li>
        );
      })}
      <li className="analytics-figure is-now">
        <span className="figure-label">Visitors now</span>
        <span className="figure-value">{formatCount(report.visitorsNow)}</span>
        <span className="figure-change">in the last 5 minutes</span>
      </li>
    </ul>
  );
}
