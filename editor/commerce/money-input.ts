// The owner's typed prices: "19.99" becomes 1999 minor units (hundredths, as the spec's §9 counts
// them whatever the currency) and back. Refusals give the reason in a sentence shown at the field.
// Our choices where the spec is silent: a leading currency symbol or grouping commas are
// accepted ("$1,299.50"); at most two decimal places (a third would be rounded away, so it is
// refused rather than changed); no negative prices; at most 1,000,000.00 (MAX_PRICE_MINOR, the
// server's limit, shared/money/wire.ts).
import { MAX_INTEGER_DIGITS } from '../../shared/money/format';
import { MAX_PRICE_MINOR } from '../../shared/money/wire';

export const MoneyInputMessage = {
  empty: 'Enter a price.',
  notANumber: 'Enter a price as a number, like 19.99.',
  negative: 'A price cannot be negative.',
  tooManyDecimals: 'A price has at most two decimal places.',
  tooLarge: 'A price can be at most 1,000,000.00.',
} as const;

export type MoneyInputResult =
  | { readonly ok: true; readonly minor: number }
  | { readonly ok: false; readonly reason: string };

const SHAPE = /^(-?)(\d+)(?:\.(\d*))?$|^(-?)\.(\d+)$/;
// Minor units must stay exact integers in a JS number.
const MAX_SAFE_MAJOR_DIGITS = Math.min(MAX_INTEGER_DIGITS, 13);

/** Parses a typed price into minor units: at most MAX_PRICE_MINOR. */
export function parseMoneyInput(text: string): MoneyInputResult {
  const parsed = parseAmount(text);
  return parsed.ok && parsed.minor > MAX_PRICE_MINOR
    ? { ok: false, reason: MoneyInputMessage.tooLarge }
    : parsed;
}

/** A decimal amount in minor units, of any size a number holds exactly. */
function parseAmount(text: string): MoneyInputResult {
  const cleaned = text
    .trim()
    .replace(/^[$€£¥]\s*/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (cleaned === '') return { ok: false, reason: MoneyInputMessage.empty };
  const match = SHAPE.exec(cleaned);
  if (!match) return { ok: false, reason: MoneyInputMessage.notANumber };
  const negative = (match[1] ?? match[4]) === '-';
  const whole = (match[2] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = match[3] ?? match[5] ?? '';
  if (fraction.length > 2) return { ok: false, reason: MoneyInputMessage.tooManyDecimals };
  if (whole.length > MAX_SAFE_MAJOR_DIGITS)
    return { ok: false, reason: MoneyInputMessage.tooLarge };
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (negative && minor !== 0) return { ok: false, reason: MoneyInputMessage.negative };
  return { ok: true, minor };
}

/** Minor units as the owner types them: 1999 -> "19.99", 500 -> "5.00". */
export function formatMinorInput(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A wire money value (decimal string) as minor units; undefined when it is not one. */
export function minorFromWire(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = parseAmount(String(value));
  return parsed.ok ? parsed.minor : undefined;
}
