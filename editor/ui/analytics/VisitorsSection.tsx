// The dashboard's visitor panels: the time chart (days, or hours for a one-day range), then top
// pages, entry and exit pages, sources, countries (named by Intl), devices, browsers and the
// searches made on the site.
import type { AnalyticsSummaryResponse } from '../../../shared/api/analytics';
import { countryName, formatDay, formatHour, formatLongDay } from './format';
import { Panel } from './Panel';
import type { DayRange } from './range';
import { TimeChart, type TimePoint } from './TimeChart';
import { dailyTable, hourlyTable, panelTable } from './tables';

function timePoints(report: AnalyticsSummaryResponse): {
  points: TimePoint[];
  unit: 'day' | 'hour';
} {
  if (report.from === report.to && report.hours && report.hours.length > 0) {
    return {
      unit: 'hour',
      points: report.hours.map((hour) => ({
        label: formatHour(hour.hour),
        longLabel: formatHour(hour.hour),
        pageViews: hour.pageViews,
        visitors: hour.uniqueVisitors,
      })),
    };
  }
  return {
    unit: 'day',
    points: report.days.map((day) => ({
      label: formatDay(day.day),
      longLabel: formatLongDay(day.day),
      pageViews: day.pageViews,
      visitors: day.uniqueVisitors,
    })),
  };
}

export function VisitorsSection({
  report,
  range,
}: {
  report: AnalyticsSummaryResponse;
  range: DayRange;
}) {
  const { points, unit } = timePoints(report);
  const time = unit === 'hour' ? hourlyTable(report.hours ?? []) : dailyTable(report.days);
  const { panels } = report;
  const ranked = [
    panelTable('Top pages', 'Page', panels.topPages),
    panelTable('Entry pages', 'Page', panels.entryPages),
    panelTable('Exit pages', 'Page', panels.exitPages),
    panelTable('Sources', 'Source', panels.sources),
    panelTable('Countries', 'Country', panels.countries, countryName),
    panelTable('Devices', 'Device', panels.devices),
    panelTable('Browsers', 'Browser', panels.browsers),
    panelTable('Searches', 'Search', report.searches, undefined, 'Searches'),
  ];
  return (
    <>
      <Panel
        table={time}
        range={range}
        wide
        empty={report.current.pageViews === 0}
        emptyText="No page views in this range yet."
        chart={<TimeChart points={points} unit={unit} />}
      />
      {ranked.map((table) => (
        <Panel key={table.title} table={table} range={range} barColumn={1} />
      ))}
    </>
  );
}
