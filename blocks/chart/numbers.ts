// Reading a number the way people type it in a spreadsheet cell: "1,234.5", "-3", "12%" (read as
// 12), "$1,200", "(45)" for a negative amount. With a decimal comma (files separated by
// semicolons, from European spreadsheets) "1.234,5" and "12,5" read as 1234.5 and 12.5. An empty
// cell is no value (null); anything else that is not a number is refused.

export type CellReading =
  | { readonly ok: true; readonly value: number | null }
  | { readonly ok: false; readonly message: string };

export const NOT_A_NUMBER = 'Enter a number, such as 1,234.5 or 12%, or leave the cell empty.';

const CURRENCY = /^[$€£¥]/;
const POINT_NUMBER = /^\d{1,3}(,\d{3})*(\.\d+)?$|^\d*(\.\d*)?$/;
const COMMA_NUMBER = /^\d{1,3}(\.\d{3})*(,\d+)?$|^\d*(,\d*)?$/;

export function readCell(raw: string, decimalComma = false): CellReading {
  let text = raw.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return { ok: true, value: null };
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-') || text.startsWith('\u2212')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  text = text.replace(CURRENCY, '').replace(/%$/, '');
  const shape = decimalComma ? COMMA_NUMBER : POINT_NUMBER;
  if (!/\d/.test(text) || !shape.test(text)) return { ok: false, message: NOT_A_NUMBER };
  const plain = decimalComma ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  const value = Number(plain);
  if (!Number.isFinite(value)) return { ok: false, message: NOT_A_NUMBER };
  return { ok: true, value: negative ? -value : value };
}

const plainFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const compactFormat = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A value as a label: "1,234.5". */
export function formatValue(value: number): string {
  return plainFormat.format(value);
}

/** An axis tick: short for large numbers ("12K", "1.5M"). */
export function formatTick(value: number): string {
  return Math.abs(value) >= 10_000 ? compactFormat.format(value) : plainFormat.format(value);
}

/** A value as the grid's cell shows it: plain digits, so editing it does not fight separators. */
export function cellText(value: number | null): string {
  return value === null ? '' : String(value);
}
