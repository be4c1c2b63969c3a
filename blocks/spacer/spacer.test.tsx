// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { spacerSchema } from './schema';

afterEach(cleanup);

describe('spacer block', () => {
  it.each([
    [0, true],
    [40, true],
    [400, true],
    [401, 'A spacer can be at most 400 px high.'],
    [-1, 'A height cannot be negative.'],
    [12.5, 'Use a whole number of pixels.'],
    ['40', 'Enter a height in pixels.'],
  ] as const)('height %j -> %j', (value, expected) => {
    const result = validateSetting(spacerSchema, 'height', value);
    expect(result).toEqual(
      expected === true ? { ok: true, value } : { ok: false, message: expected },
    );
  });

  it.each([
    [{ height: 120 }, '120px'],
    [{}, '40px'],
    [{ height: 9000 }, '40px'],
  ])('%j renders %s of hidden space', (settings, height) => {
    const { container } = render(<BlockView block={{ id: 's', type: 21, settings }} />);
    const spacer = container.querySelector<HTMLElement>('.sb-spacer');
    expect(spacer?.style.height).toBe(height);
    expect(spacer?.getAttribute('aria-hidden')).toBe('true');
  });
});
