// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { getBlockSchema } from '../schemas';
import { validateSetting } from '../settings';
import { NOTHING_TO_SHOW } from './PieChart';
import { chartSchema } from './schema';

afterEach(cleanup);

const show = (settings: Record<string, unknown>) =>
  render(<BlockView block={{ id: 'c', type: 62, settings }} />).container;

describe('chart schema', () => {
  it('is type 62 with a bar chart of sample data, legend on, values off', () => {
    expect(getBlockSchema(62)).toBe(chartSchema);
    const { data, ...rest } = chartSchema.defaults;
    expect(rest).toEqual({
      chartType: 'bar',
      title: 'Monthly sales',
      showLegend: true,
      showValues: false,
      showGrid: true,
      stacked: false,
      palette: 'site',
    });
    expect(data.columns).toEqual(['Coffee', 'Tea']);
    expect(data.rows).toHaveLength(6);
  });

  it.each([
    ['chartType', 'donut', 'Choose bar, line or pie.'],
    ['palette', 'neon', 'Choose Site, Warm, Cool or Mono.'],
    ['title', 'x'.repeat(201), 'A title can be at most 200 characters.'],
    ['data', { columns: [], rows: [] }, 'A chart needs at least one row and one column.'],
  ] as const)('refuses %s %j with a message', (key, value, message) => {
    expect(validateSetting(chartSchema, key, value)).toEqual({ ok: false, message });
  });

  it('shows grid lines for bar and line only, and stacking for bar only', () => {
    const visible = (key: string, chartType: string) =>
      chartSchema.fields.find((field) => field.key === key)?.visibleWhen?.({ chartType });
    expect(['bar', 'line', 'pie'].map((type) => visible('showGrid', type))).toEqual([
      true,
      true,
      false,
    ]);
    expect(['bar', 'line', 'pie'].map((type) => visible('stacked', type))).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('chart renderer', () => {
  it('draws the sample as bars with a title, a legend and a summary label', () => {
    const container = show({});
    expect(container.querySelector('figcaption')?.textContent).toBe('Monthly sales');
    const svg = container.querySelector('.sb-chart-svg--wide');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe(
      'Bar chart, Monthly sales: Coffee and Tea over 6 categories from Jan to Jun.',
    );
    expect(svg?.querySelectorAll('rect.sb-chart-bar')).toHaveLength(12);
    expect(svg?.querySelectorAll('.sb-chart-grid').length).toBeGreaterThan(2);
    const legend = [...container.querySelectorAll('.sb-chart-legend li')].map(
      (li) => li.textContent,
    );
    expect(legend).toEqual(['Coffee', 'Tea']);
    expect(container.querySelector('.sb-chart-svg--compact')).not.toBeNull();
  });

  it('gives screen readers the numbers in a table with a caption', () => {
    const container = show({
      data: {
        columns: ['Sales'],
        rows: [
          { id: 'a', label: 'Jan', values: [1234.5] },
          { id: 'b', label: 'Feb', values: [null] },
        ],
      },
    });
    const table = container.querySelector('table');
    expect(table?.querySelector('caption')?.textContent).toBe('Monthly sales');
    const cells = [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) => row.textContent);
    expect(cells).toEqual(['Jan1,234.5', 'FebNo value']);
  });

  it('draws a line with point markers per series, and value labels when asked', () => {
    const container = show({ chartType: 'line', showValues: true, showGrid: false });
    const svg = container.querySelector('.sb-chart-svg--wide');
    expect(svg?.querySelectorAll('polyline')).toHaveLength(2);
    expect(svg?.querySelectorAll('circle.sb-chart-point')).toHaveLength(12);
    expect(svg?.querySelectorAll('.sb-chart-grid')).toHaveLength(0);
    expect(svg?.textContent).toContain('205');
  });

  it('draws a pie of the first column with percentages and a legend of rows', () => {
    const container = show({
      chartType: 'pie',
      data: {
        columns: ['Share', 'Other'],
        rows: [
          { id: 'a', label: 'Yes', values: [3, 9] },
          { id: 'b', label: 'No', values: [1, 9] },
        ],
      },
    });
    const svg = container.querySelector('svg[role="img"]');
    expect(svg?.querySelectorAll('path.sb-chart-slice')).toHaveLength(2);
    expect(svg?.textContent).toBe('75%25%');
    expect(svg?.getAttribute('aria-label')).toBe(
      'Pie chart, Monthly sales: Share by category, 2 categories from Yes to No.',
    );
    expect(
      [...container.querySelectorAll('.sb-chart-legend li')].map((li) => li.textContent),
    ).toEqual(['Yes', 'No']);
  });

  it('says so when a pie has nothing positive to show', () => {
    const container = show({
      chartType: 'pie',
      data: { columns: ['A'], rows: [{ id: 'a', label: 'x', values: [-1] }] },
    });
    expect(container.textContent).toContain(NOTHING_TO_SHOW);
  });

  it('leaves out the title and legend when they are off, captioning the table "Chart data"', () => {
    const container = show({ title: ' ', showLegend: false });
    expect(container.querySelector('figcaption')).toBeNull();
    expect(container.querySelector('.sb-chart-legend')).toBeNull();
    expect(container.querySelector('caption')?.textContent).toBe('Chart data');
  });

  it('stacks bars into one column per category', () => {
    const container = show({ stacked: true });
    const xs = [...container.querySelectorAll('.sb-chart-svg--wide rect')].map((rect) =>
      rect.getAttribute('x'),
    );
    expect(new Set(xs).size).toBe(6);
  });
});
