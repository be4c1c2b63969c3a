// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { quoteSchema } from './schema';

afterEach(cleanup);

describe('quote block', () => {
  it.each([
    ['text', 'x'.repeat(2000), true],
    ['text', 'x'.repeat(2001), false],
    ['source', 'x'.repeat(200), true],
    ['source', 'x'.repeat(201), false],
  ] as const)('%s of length %# -> ok %j', (key, value, ok) => {
    expect(validateSetting(quoteSchema, key, value).ok).toBe(ok);
  });

  it('renders the quote in a blockquote with its source', () => {
    const block = { id: 'q', type: 31, settings: { text: 'Less is more.', source: 'Mies' } };
    const { container } = render(<BlockView block={block} />);
    expect(container.querySelector('blockquote')?.textContent).toBe('Less is more.');
    expect(container.querySelector('figcaption')?.textContent).toBe('— Mies');
  });

  it('leaves out an empty source', () => {
    const block = { id: 'q', type: 31, settings: { source: '  ' } };
    const { container } = render(<BlockView block={block} />);
    expect(container.querySelector('blockquote')?.textContent).toBe(quoteSchema.defaults.text);
    expect(container.querySelector('figcaption')).toBeNull();
  });
});
