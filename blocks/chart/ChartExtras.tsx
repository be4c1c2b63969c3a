// What goes around the chart drawing: the legend (a wrapping list of colour swatches and names)
// and the data table screen readers read (visually hidden, with a caption), since a drawing's
// label cannot carry every number.
import type { ChartData } from './dataset';
import { formatValue } from './numbers';
import { type Palette, seriesColour } from './palettes';

export function ChartLegend(props: { names: readonly string[]; palette: Palette }) {
  return (
    <ul className="sb-chart-legend" aria-hidden="true">
      {props.names.map((name, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a series is its position (names may repeat)
        <li key={index}>
          <span
            className="sb-chart-swatch"
            style={{ background: seriesColour(props.palette, index) }}
          />
          {name}
        </li>
      ))}
    </ul>
  );
}

export function ChartTable(props: { data: ChartData; caption: string }) {
  const { data, caption } = props;
  return (
    <table className="sb-chart-data-table sb-visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <td />
          {data.columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position (names may repeat)
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
              <td key={index}>{value === null ? 'No value' : formatValue(value)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
