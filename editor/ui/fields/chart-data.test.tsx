// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChartData } from '../../../blocks/chart/dataset';
import { chartSchema } from '../../../blocks/chart/schema';
import { block } from '../../store/test-site';
import { SettingsPanel } from '../SettingsPanel';
import { renderEditor, testSite } from '../test-helpers';

afterEach(cleanup);

const DATA: ChartData = {
  columns: ['Coffee', 'Tea'],
  rows: [
    { id: 'a', label: 'Jan', values: [120, 80] },
    { id: 'b', label: 'Feb', values: [135, 92] },
  ],
};

function renderPanel(data: ChartData = DATA) {
  return renderEditor(<SettingsPanel />, {
    data: { selectedBlockId: 'c1', site: testSite([block('c1', 62, { data })]) },
    services: { blockSchema: (type) => (type === 62 ? chartSchema : undefined) },
  });
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const status = () => screen.getByRole('status', { name: '' }).textContent;

describe('chart data panel', () => {
  it('shows the table as a grid of labelled inputs', () => {
    renderPanel();
    expect(screen.getByRole('group', { name: 'Data' })).toBeTruthy();
    expect(input('Column 2 name').value).toBe('Tea');
    expect(input('Row 2 label').value).toBe('Feb');
    expect(input('Row 2, Tea').value).toBe('92');
  });

  it.each([
    ['140', 140],
    ['1,234.5', 1234.5],
    ['12%', 12],
    ['-3', -3],
  ])('stores a typed %j as %j in one store call, keeping the typed text', (text, value) => {
    const { store } = renderPanel();
    fireEvent.change(input('Row 2, Coffee'), { target: { value: text } });
    expect(store.getState().updateBlockSettings).toHaveBeenCalledTimes(1);
    expect(store.getState().updateBlockSettings).toHaveBeenCalledWith(
      'c1',
      ['data', 'rows', 1, 'values', 0],
      value,
    );
    expect(input('Row 2, Coffee').value).toBe(text);
  });

  it('keeps a cell that is not a number with the reason, and never stores it', () => {
    const { store } = renderPanel();
    fireEvent.change(input('Row 1, Tea'), { target: { value: 'lots' } });
    expect(store.getState().updateBlockSettings).not.toHaveBeenCalled();
    const cell = input('Row 1, Tea');
    expect(cell.value).toBe('lots');
    expect(cell.getAttribute('aria-invalid')).toBe('true');
    const reason = document.getElementById(cell.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'Row 1, Tea: Enter a number, such as 1,234.5 or 12%, or leave the cell empty.',
    );
  });

  it('stores an emptied cell as no value and says a row is missing data', () => {
    const { store } = renderPanel();
    expect(status()).toBe('');
    fireEvent.change(input('Row 1, Coffee'), { target: { value: '' } });
    expect(store.getState().updateBlockSettings).toHaveBeenCalledWith(
      'c1',
      ['data', 'rows', 0, 'values', 0],
      null,
    );
    expect(status()).toBe('One or more rows was missing data.');
  });

  it('renames a series and a category at their paths', () => {
    const { store } = renderPanel();
    fireEvent.change(input('Column 1 name'), { target: { value: 'Espresso' } });
    fireEvent.change(input('Row 1 label'), { target: { value: 'January' } });
    const calls = (
      store.getState().updateBlockSettings as unknown as { mock: { calls: unknown[] } }
    ).mock.calls;
    expect(calls).toEqual([
      ['c1', ['data', 'columns', 0], 'Espresso'],
      ['c1', ['data', 'rows', 0, 'label'], 'January'],
    ]);
  });

  it('adds and removes rows and columns, each in one store call of the whole table, never merged', () => {
    const { store } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(input('Row 3, Tea').value).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    expect(input('Column 3 name').value).toBe('Series 3');
    fireEvent.click(screen.getByRole('button', { name: 'Remove column 1' }));
    expect(input('Column 1 name').value).toBe('Tea');
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(input('Row 1 label').value).toBe('Feb');
    const update = store.getState().updateBlockSettings as unknown as {
      mock: { calls: unknown[][] };
    };
    expect(update.mock.calls.map((call) => [call[1], call[3]])).toEqual(
      Array.from({ length: 4 }, () => [['data'], { merge: false }]),
    );
  });

  it('refuses to remove the last row in an alert', () => {
    const { store } = renderPanel({ columns: ['A'], rows: [{ id: 'a', label: 'x', values: [1] }] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(store.getState().updateBlockSettings).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'A chart needs at least one row and one column.',
    );
  });

  it('imports pasted CSV in one store call and reports missing data', () => {
    const { store } = renderPanel();
    fireEvent.change(screen.getByLabelText('Paste CSV'), {
      target: { value: 'Month;Sales\r\nMar;"1.200,5"\r\nApr;\r\n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(store.getState().updateBlockSettings).toHaveBeenCalledTimes(1);
    expect(input('Row 1, Sales').value).toBe('1200.5');
    expect(input('Row 2, Sales').value).toBe('');
    expect(status()).toBe('Imported 2 rows and 1 column.One or more rows was missing data.');
    expect((screen.getByLabelText('Paste CSV') as HTMLTextAreaElement).value).toBe('');
  });

  it("truncates a large import with the spec's message", () => {
    renderPanel();
    const header = ['x', ...Array.from({ length: 14 }, (_, i) => `S${i}`)].join(',');
    const rows = Array.from({ length: 2 }, (_, i) => [`R${i}`, ...Array(14).fill(1)].join(','));
    fireEvent.change(screen.getByLabelText('Paste CSV'), {
      target: { value: [header, ...rows].join('\n') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(status()).toContain('Your dataset has been truncated to 100 rows or 12 columns.');
    expect(screen.queryByLabelText('Column 13 name')).toBeNull();
  });

  it('refuses a CSV without data, storing nothing', () => {
    const { store } = renderPanel();
    fireEvent.change(screen.getByLabelText('Paste CSV'), { target: { value: 'Month,Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(store.getState().updateBlockSettings).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'A chart needs at least one row and one column.',
    );
  });

  it('imports a chosen .csv file', async () => {
    renderPanel();
    const picker = screen.getByLabelText('Import CSV') as HTMLInputElement;
    expect(picker.accept).toBe('.csv,text/csv');
    const file = new File(['\uFEFFCity,Visitors\nLyon,40\n'], 'visits.csv', { type: 'text/csv' });
    fireEvent.change(picker, { target: { files: [file] } });
    await waitFor(() => expect(input('Row 1, Visitors').value).toBe('40'));
    expect(input('Row 1 label').value).toBe('Lyon');
  });
});
