// A month as a table of days (Sunday first), today marked: the current month for a calendar
// block, with each day's events linking to their pages when the block's collection has some.

import type { ItemCard } from '../../shared/content/collection-view';
import { SiteAnchor } from '../SiteAnchor';
import { useStorefront } from '../storefront/context';
import { type CalendarDay, currentMonth, monthGrid, monthTitle, weekdayNames } from './month-grid';

export interface CalendarEvents {
  /** Events by day of the month. */
  readonly days: ReadonlyMap<number, readonly ItemCard[]>;
  readonly href: (item: ItemCard) => string;
}

export function CalendarMonth(props: { today?: CalendarDay; events?: CalendarEvents }) {
  const today = props.today ?? currentMonth();
  const weeks = monthGrid(today.year, today.month);
  const { language } = useStorefront();
  return (
    <table className="sb-calendar">
      <caption>{monthTitle(today.year, today.month, language)}</caption>
      <thead>
        <tr>
          {weekdayNames(language).map(([short, long]) => (
            <th key={short} scope="col">
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((cell) => cell.day !== null)?.day}>
            {week.map((cell) => {
              const events = cell.day === null ? undefined : props.events?.days.get(cell.day);
              return (
                <td
                  key={cell.weekday}
                  className={cell.day === today.day ? 'sb-calendar-today' : undefined}
                  aria-current={cell.day === today.day ? 'date' : undefined}
                >
                  {cell.day}
                  {events ? (
                    <ul className="sb-calendar-events">
                      {events.map((item) => (
                        <li key={item.id}>
                          <SiteAnchor href={props.events!.href(item)}>{item.title}</SiteAnchor>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
