// "Analytics" (issue 22's dashboard, docs/analytics.md "Dashboard"): the live site's visitors,
// store and engagement for a range of days in the site's time zone. The range and the test-order
// box ask the report again (use-summary.ts); while it loads the last figures stay, marked busy.
import { useState } from 'react';
import { LoadError } from '../commerce/loading';
import { useEditorState } from '../context';
import { CloseActions, Dialog } from '../Dialog';
import { CommerceSection } from './CommerceSection';
import { EngagementSection } from './EngagementSection';
import { formatLongDay } from './format';
import { Headlines } from './Headlines';
import { Panel } from './Panel';
import { RangePicker } from './RangePicker';
import {
  type DayRange,
  DEFAULT_PRESET,
  presetRange,
  type RangeChoice,
  reportTimeZone,
  todayIn,
} from './range';
import { headlineTable } from './tables';
import { useSummary } from './use-summary';
import { VisitorsSection } from './VisitorsSection';
import './analytics.css';

export function AnalyticsDialog({ onClose }: { onClose: () => void }) {
  const zone = useEditorState((state) => reportTimeZone(state.site.settings));
  const [today] = useState(() => todayIn(zone, Date.now()));
  const [choice, setChoice] = useState<RangeChoice>(DEFAULT_PRESET);
  const [range, setRange] = useState<DayRange>(() => presetRange(DEFAULT_PRESET, today));
  const [includeTestOrders, setIncludeTestOrders] = useState(false);
  const { report, loading, error, retry } = useSummary(range, includeTestOrders);
  const reportRange = report ? { from: report.from, to: report.to } : range;

  return (
    <Dialog
      title="Analytics"
      message={<p>Visitors of the live site, its store and its forms.</p>}
      onEscape={onClose}
      className="analytics-dialog"
    >
      <div className="analytics-body">
        <RangePicker
          choice={choice}
          range={range}
          today={today}
          timeZone={report?.timeZone ?? zone}
          includeTestOrders={includeTestOrders}
          onRange={(next, nextRange) => {
            setChoice(next);
            setRange(nextRange);
          }}
          onIncludeTestOrders={setIncludeTestOrders}
        />
        <p className="analytics-status" role="status">
          {loading ? 'Loading the figures…' : report ? rangeText(report.from, report.to) : ''}
        </p>
        {error ? <LoadError error={error} onRetry={retry} /> : null}
        {report ? (
          <div className="analytics-report" aria-busy={loading}>
            <Panel table={headlineTable(report)} range={reportRange} empty={false} wide>
              <Headlines report={report} />
            </Panel>
            <h3 className="analytics-section-title">Visitors</h3>
            <div className="analytics-grid">
              <VisitorsSection report={report} range={reportRange} />
            </div>
            <h3 className="analytics-section-title">Store</h3>
            <div className="analytics-grid">
              <CommerceSection commerce={report.commerce} range={reportRange} />
            </div>
            <h3 className="analytics-section-title">Forms and popup</h3>
            <div className="analytics-grid">
              <EngagementSection report={report} range={reportRange} />
            </div>
          </div>
        ) : null}
        <CloseActions onClose={onClose} />
      </div>
    </Dialog>
  );
}

/** "Showing Nov 1, 2026 to Nov 30, 2026." */
function rangeText(from: string, to: string): string {
  return from === to
    ? `Showing ${formatLongDay(from)}.`
    : `Showing ${formatLongDay(from)} to ${formatLongDay(to)}.`;
}
