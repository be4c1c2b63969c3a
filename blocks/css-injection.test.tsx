// @vitest-environment jsdom
// An older or hand-edited document may hold any text in any setting. Whatever it holds, no block
// puts CSS that loads or runs something into the page: every block type is rendered with every
// string setting (and every string inside its item lists) set to such a value, and the styles,
// SVG paints and style elements of what it rendered are read back through the one rule.
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cssValueProblem } from '../shared/design/css-safety';
import { BlockView } from './BlockView';
import { BLOCK_DEFINITIONS } from './registry';

afterEach(cleanup);
beforeEach(() => {
  // Blocks that load data (forms, the store) find nothing; the test reads what they render.
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const HOSTILE = [
  'url(https://evil.test/x.png)',
  'red;background:url(//evil.test/y)',
  'u\\72l(//evil.test/z)',
  'expression(alert(1))',
  '#fff" style="background:url(//evil.test/w)',
  '-moz-binding:url(//evil.test/b.xml#x)',
];

/** The block's defaults with every string (in lists of items too) replaced by `hostile`. */
function poisoned(value: unknown, hostile: string): unknown {
  if (typeof value === 'string') return hostile;
  if (Array.isArray(value)) return value.map((item) => poisoned(item, hostile));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poisoned(v, hostile)]));
  }
  return value;
}

/** Every CSS the rendered markup applies: style attributes, SVG paints, style elements. */
function appliedCss(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    for (const name of ['style', 'fill', 'stroke', 'color', 'background']) {
      const value = element.getAttribute(name);
      if (value !== null) found.push(value);
    }
    if (element.tagName === 'STYLE') found.push(element.textContent ?? '');
  }
  return found;
}

const definitions = Object.values(BLOCK_DEFINITIONS);

describe('no stored value reaches the page as CSS that loads or runs something', () => {
  it.each(definitions.map((definition) => [definition.type, definition] as const))(
    'type %i',
    (type, definition) => {
      for (const hostile of HOSTILE) {
        const settings = poisoned(definition.defaults, hostile) as Record<string, unknown>;
        const { container, unmount } = render(<BlockView block={{ id: 'b', type, settings }} />);
        const unsafe = appliedCss(container).filter((css) => cssValueProblem(css) !== null);
        expect(unsafe, `${hostile}: ${container.innerHTML.slice(0, 300)}`).toEqual([]);
        unmount();
      }
    },
  );
});
