// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { codeSchema, DEFAULT_CODE } from './schema';

afterEach(cleanup);

const code = (settings: Record<string, unknown>) => ({ id: 'c1', type: 23, settings });

describe('code schema', () => {
  it('defaults to a small HTML snippet shown as HTML, labelled HTML', () => {
    expect(codeSchema.defaults).toEqual({ code: DEFAULT_CODE, display: 'html', language: 'HTML' });
  });

  it.each([
    ['code', 'x'.repeat(100_000), true],
    ['code', 'x'.repeat(100_001), 'Code can be at most 100,000 characters.'],
    ['code', 42, 'Code must be text.'],
    ['display', 'code', true],
    ['display', 'markdown', 'Choose HTML or code.'],
    ['language', 'JavaScript', true],
    ['language', 'x'.repeat(41), 'A language label can be at most 40 characters.'],
  ] as const)('%s = %j -> %j', (key, value, expected) => {
    expect(validateSetting(codeSchema, key, value)).toEqual(
      expected === true ? { ok: true, value } : { ok: false, message: expected },
    );
  });

  it('shows the language field only for code display', () => {
    const language = codeSchema.fields.find((field) => field.key === 'language');
    expect(language?.visibleWhen?.({ display: 'code' })).toBe(true);
    expect(language?.visibleWhen?.({ display: 'html' })).toBe(false);
  });
});

describe('code renderer, HTML display', () => {
  it('renders the default snippet as real HTML with nothing removed', () => {
    const { container } = render(<BlockView block={code({})} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Made by hand, made to last',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(container.querySelector('.sb-code--html')?.hasAttribute('data-sanitized')).toBe(false);
  });

  it('removes scripts and handlers, shows nothing of them, and marks the wrapper', () => {
    const hostile =
      '<p>Hello</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">Click</a>';
    const { container } = render(<BlockView block={code({ code: hostile })} />);
    const wrapper = container.querySelector('.sb-code--html');
    expect(wrapper?.getAttribute('data-sanitized')).toBe('true');
    expect(wrapper?.innerHTML).toBe('<p>Hello</p><img src="x"><a>Click</a>');
    expect(wrapper?.textContent).toBe('HelloClick');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe('code renderer, code display', () => {
  it('shows the source as text in pre > code with its language label', () => {
    const source = '<script>alert(1)</script>\n  <b>bold</b>';
    const { container } = render(
      <BlockView block={code({ code: source, display: 'code', language: 'JavaScript' })} />,
    );
    expect(container.querySelector('section > pre > code')?.textContent).toBe(source);
    expect(container.querySelector('script, b')).toBeNull();
    expect(container.querySelector('figcaption')?.textContent).toBe('JavaScript');
    expect(screen.getByRole('region', { name: 'JavaScript code' }).tabIndex).toBe(0);
  });

  it('leaves out an empty language label', () => {
    const { container } = render(<BlockView block={code({ display: 'code', language: '  ' })} />);
    expect(container.querySelector('figcaption')).toBeNull();
    expect(screen.getByRole('region', { name: 'Code' })).toBeTruthy();
  });
});
