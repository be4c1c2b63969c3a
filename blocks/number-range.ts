// A number setting within a range, with the messages owners see: "Width must be from 10 to 100%."
// `unit` is spelled out after the range ("px", "seconds"); "%" follows the number directly.
import { z } from 'zod';

export function numberRange(
  name: string,
  min: number,
  max: number,
  unit: string,
  fallback: number,
  whole = true,
) {
  const suffix = unit === '' || unit === '%' ? unit : ` ${unit}`;
  const span = `${name} must be from ${min} to ${max}${suffix}.`;
  const number = z.number(`${name} must be a number.`);
  return (whole ? number.int(`${name} must be a whole number.`) : number)
    .min(min, span)
    .max(max, span)
    .default(fallback);
}
