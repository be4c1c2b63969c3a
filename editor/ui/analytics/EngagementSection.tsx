// The dashboard's engagement panels: each form's renders against submissions, the popup's shows,
// closes and sign-ups, and the back-in-stock sign-ups of the range.
import type { AnalyticsSummaryResponse } from '../../../shared/api/analytics';
import { formatCount } from './format';
import { Panel } from './Panel';
import type { DayRange } from './range';
import { formsTable, popupTable, restockTable } from './tables';

export function EngagementSection({
  report,
  range,
}: {
  report: AnalyticsSummaryResponse;
  range: DayRange;
}) {
  const popup = popupTable(report.popup);
  return (
    <>
      <Panel
        table={formsTable(report.forms)}
        range={range}
        emptyText="No form was shown in this range yet."
      />
      <Panel
        table={popup}
        range={range}
        empty={report.popup.shows === 0}
        emptyText="The popup was not shown in this range."
      />
      <Panel table={restockTable(report.restockSignUps)} range={range} empty={false}>
        <p className="analytics-single">
          <span className="figure-value">{formatCount(report.restockSignUps)}</span>{' '}
          {report.restockSignUps === 1 ? 'sign-up' : 'sign-ups'} to hear when a product is back
        </p>
      </Panel>
    </>
  );
}
