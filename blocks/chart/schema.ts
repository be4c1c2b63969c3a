// Chart block (code 62): the spec's three variants (bar, line, pie) of one table of numbers the
// owner types or imports as CSV in the "chart-data" panel (dataset.ts holds the table's rules),
// with a title, legend, value labels, grid lines (bar and line), stacking (bar) and a palette.
// A pie chart shows the first column, one slice per row.
import { z } from 'zod';
import { BlockType } from '../../shared/codes/block-type-codes';
import type { BlockSchemaDefinition, FieldContext } from '../types';
import { type ChartData, chartDataSchema } from './dataset';
import { PALETTE_OPTIONS, PALETTES } from './palettes';

export const CHART_TYPES = ['bar', 'line', 'pie'] as const;
export const MAX_TITLE_LENGTH = 200;

/** The sample an owner sees on inserting a chart: six months of two product lines. */
const SAMPLE: ChartData = {
  columns: ['Coffee', 'Tea'],
  rows: [
    ['jan', 'Jan', 120, 80],
    ['feb', 'Feb', 135, 92],
    ['mar', 'Mar', 160, 88],
    ['apr', 'Apr', 148, 110],
    ['may', 'May', 182, 126],
    ['jun', 'Jun', 205, 140],
  ].map(([id, label, coffee, tea]) => ({
    id: `sample-${id}`,
    label: String(label),
    values: [Number(coffee), Number(tea)],
  })),
};

const onOff = (fallback: boolean) => z.boolean('Choose on or off.').default(fallback);

const schema = z.object({
  chartType: z.enum(CHART_TYPES, 'Choose bar, line or pie.').default('bar'),
  data: chartDataSchema.default(SAMPLE),
  title: z
    .string('A title must be text.')
    .max(MAX_TITLE_LENGTH, `A title can be at most ${MAX_TITLE_LENGTH} characters.`)
    .default('Monthly sales'),
  showLegend: onOff(true),
  showValues: onOff(false),
  showGrid: onOff(true),
  stacked: onOff(false),
  palette: z.enum(PALETTES, 'Choose Site, Warm, Cool or Mono.').default('site'),
});

export type ChartSettings = z.infer<typeof schema>;

const isType =
  (...types: string[]) =>
  (context: FieldContext) =>
    types.includes(typeof context.chartType === 'string' ? context.chartType : 'bar');

export const chartSchema: BlockSchemaDefinition<ChartSettings> = {
  type: BlockType.chart,
  schema,
  defaults: schema.parse({}),
  fields: [
    {
      key: 'chartType',
      label: 'Chart type',
      kind: 'choice',
      display: 'segmented',
      options: [
        { value: 'bar', label: 'Bar' },
        { value: 'line', label: 'Line' },
        { value: 'pie', label: 'Pie' },
      ],
      help: 'A pie chart shows the first column, one slice per row.',
    },
    { key: 'data', label: 'Data', kind: 'custom', panel: 'chart-data' },
    { key: 'title', label: 'Title', kind: 'text', maxLength: MAX_TITLE_LENGTH },
    { key: 'showLegend', label: 'Show legend', kind: 'boolean' },
    { key: 'showValues', label: 'Show values', kind: 'boolean' },
    {
      key: 'showGrid',
      label: 'Show grid lines',
      kind: 'boolean',
      visibleWhen: isType('bar', 'line'),
    },
    { key: 'stacked', label: 'Stack bars', kind: 'boolean', visibleWhen: isType('bar') },
    { key: 'palette', label: 'Colours', kind: 'select', options: PALETTE_OPTIONS },
  ],
};
