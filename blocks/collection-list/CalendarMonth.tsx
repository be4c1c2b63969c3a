// The current month as a table of days (Sunday first), today marked, for a calendar block whose
// events collection has nothing to show yet.
import { currentMonth, monthGrid, monthTitle, WEEKDAYS } from './month-grid';

export function CalendarMonth() {
  const today = currentMonth();
  const weeks = monthGrid(today.year, today.month);
  return (
    <table className="sb-calendar">
      <caption>{monthTitle(today.year, today.month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col">
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((cell) => cell.day !== null)?.day}>
            {week.map((cell) => (
              <td
                key={cell.weekday}
                className={cell.day === today.day ? 'sb-calendar-today' : undefined}
                aria-current={cell.day === today.day ? 'date' : undefined}
              >
                {cell.day}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
