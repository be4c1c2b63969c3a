// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { htmlSchema } from './schema';

afterEach(cleanup);

const text = (settings: Record<string, unknown>) => ({ id: 't1', type: 2, settings });

describe('text schema', () => {
  it('labels its fields "Text", "Style" and "Alignment"', () => {
    expect(htmlSchema.fields.map((field) => [field.key, field.label, field.kind])).toEqual([
      ['text', 'Text', 'textarea'],
      ['style', 'Style', 'select'],
      ['align', 'Alignment', 'select'],
    ]);
  });

  it.each([
    ['text', 'x'.repeat(5000), true],
    ['text', 'x'.repeat(5001), 'Text can be at most 5000 characters.'],
    ['text', '', true],
    ['style', 'heading3', true],
    ['style', 'heading4', 'Choose a heading level or paragraph.'],
    ['align', 'center', true],
  ] as const)('%s = %j -> %j', (key, value, expected) => {
    const result = validateSetting(htmlSchema, key, value);
    expect(result).toEqual(
      expected === true ? { ok: true, value } : { ok: false, message: expected },
    );
  });
});

describe('text renderer', () => {
  it.each([
    ['heading1', 1],
    ['heading2', 2],
    ['heading3', 3],
  ])('renders %s as a level %i heading', (style, level) => {
    render(<BlockView block={text({ text: 'Welcome', style })} />);
    expect(screen.getByRole('heading', { level, name: 'Welcome' })).toBeTruthy();
  });

  it('renders a paragraph by default, aligned by its setting', () => {
    const { container } = render(<BlockView block={text({ text: 'Hello', align: 'center' })} />);
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe('Hello');
    expect(paragraph?.className).toBe('sb-text sb-align-center');
  });

  it('shows markup as text and keeps line breaks', () => {
    const { container } = render(
      <BlockView block={text({ text: '<script>alert(1)</script>\n<b>two</b>' })} />,
    );
    expect(container.querySelector('script, b')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('<script>alert(1)</script>\n<b>two</b>');
  });
});
