// Exact decimal arithmetic for money: a value is coefficient / 10^scale with a bigint
// coefficient, so "0.1" + "0.2" style float errors never reach a price.
// Rounding is half away from zero, the same as Intl.NumberFormat's default ("halfExpand").

export interface Decimal {
  readonly coefficient: bigint;
  readonly scale: number;
}

export const ZERO: Decimal = { coefficient: 0n, scale: 0 };

const PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
// Exponents beyond this are refused rather than expanded into enormous bigints.
const MAX_EXPONENT = 400;

/** Parses a decimal string ("12.50", ".5", "-3", "1e3") or finite number; undefined when not numeric. */
export function parseDecimal(input: unknown): Decimal | undefined {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return undefined;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return undefined;
  }
  const match = PATTERN.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return undefined;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  const digits = BigInt(`${whole}${fraction}` || '0');
  const coefficient = sign === '-' ? -digits : digits;
  const scale = fraction.length - exponent;
  if (scale < 0) return { coefficient: coefficient * 10n ** BigInt(-scale), scale: 0 };
  return { coefficient, scale };
}

function rescale(value: Decimal, scale: number): bigint {
  return value.coefficient * 10n ** BigInt(scale - value.scale);
}

export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const left = rescale(a, scale);
  const right = rescale(b, scale);
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** Integer division of numerator by a positive divisor, rounding half away from zero. */
function divideRounded(numerator: bigint, divisor: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + divisor) / (divisor * 2n);
  return negative ? -quotient : quotient;
}

/** Rounds to exactly `digits` fraction digits (half away from zero). */
export function roundDecimal(value: Decimal, digits: number): Decimal {
  if (value.scale <= digits) return { coefficient: rescale(value, digits), scale: digits };
  const divisor = 10n ** BigInt(value.scale - digits);
  return { coefficient: divideRounded(value.coefficient, divisor), scale: digits };
}

/** Divides by a positive whole number, rounded to `digits` fraction digits. */
export function divideDecimal(value: Decimal, divisor: number, digits: number): Decimal {
  if (!Number.isInteger(divisor) || divisor <= 0) {
    throw new RangeError(`divisor must be a positive whole number, got ${divisor}`);
  }
  const scale = Math.max(value.scale, digits);
  const numerator = rescale(value, scale) * 10n ** BigInt(digits);
  const divided = divideRounded(numerator, BigInt(divisor) * 10n ** BigInt(scale));
  return { coefficient: divided, scale: digits };
}

/**
 * Minor units ("cents" fields such as subtotalCents) to a decimal: always divided by 100
 * (spec storefront.md §9), whatever the currency. A fractional number of minor units is rounded
 * to the nearest unit first; a non-finite one reads as zero.
 */
export function fromMinorUnits(minor: number | bigint): Decimal {
  if (typeof minor === 'bigint') return { coefficient: minor, scale: 2 };
  if (!Number.isFinite(minor)) return ZERO;
  return { coefficient: BigInt(Math.round(minor)), scale: 2 };
}

export interface DecimalParts {
  readonly negative: boolean;
  readonly integer: string;
  readonly fraction: string;
}

/** Sign, integer digits and exactly `digits` fraction digits, after rounding. Zero is never negative. */
export function decimalParts(value: Decimal, digits: number): DecimalParts {
  const rounded = roundDecimal(value, digits).coefficient;
  const negative = rounded < 0n;
  const text = (negative ? -rounded : rounded).toString().padStart(digits + 1, '0');
  const cut = text.length - digits;
  return { negative, integer: text.slice(0, cut), fraction: text.slice(cut) };
}

/** Plain decimal text ("-12.50") with `digits` fraction digits; safe to hand to Intl.NumberFormat. */
export function decimalToString(value: Decimal, digits: number): string {
  const { negative, integer, fraction } = decimalParts(value, digits);
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}
