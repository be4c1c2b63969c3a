// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { DEFAULT_MARKDOWN, markdownSchema } from './schema';

afterEach(cleanup);

const markdown = (settings: Record<string, unknown>) => ({ id: 'm1', type: 44, settings });

describe('markdown schema', () => {
  it('defaults to a sample with a heading, emphasis, a list and a link', () => {
    expect(markdownSchema.defaults).toEqual({ markdown: DEFAULT_MARKDOWN });
  });

  it.each([
    ['x'.repeat(50_000), true],
    ['x'.repeat(50_001), 'Markdown can be at most 50,000 characters.'],
    [['# a'], 'Markdown must be text.'],
  ] as const)('markdown of %# -> %j', (value, expected) => {
    expect(validateSetting(markdownSchema, 'markdown', value)).toEqual(
      expected === true ? { ok: true, value } : { ok: false, message: expected },
    );
  });
});

describe('markdown renderer', () => {
  it('shows the default sample formatted, with nothing removed', () => {
    const { container } = render(<BlockView block={markdown({})} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Care for your oak board');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(container.querySelector('strong')?.textContent).toBe('damp cloth');
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('/contact');
    expect(container.querySelector('.sb-markdown')?.hasAttribute('data-sanitized')).toBe(false);
  });

  it('sanitizes raw HTML and marks the wrapper', () => {
    const source =
      '# Hi\n\n<img src="x" onerror="window.hacked = true">\n\n[a](javascript:void(0))';
    const { container } = render(<BlockView block={markdown({ markdown: source })} />);
    const wrapper = container.querySelector('.sb-markdown');
    expect(wrapper?.getAttribute('data-sanitized')).toBe('true');
    expect(wrapper?.querySelector('[onerror]')).toBeNull();
    expect(wrapper?.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
