// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { ButtonRender } from './Render';
import { buttonSchema } from './schema';

afterEach(cleanup);

const button = (settings: Record<string, unknown>) => ({ id: 'b1', type: 53, settings });

describe('button schema', () => {
  it('has the defaults and the field labels the editor shows', () => {
    expect(buttonSchema.defaults).toEqual({
      label: 'Learn more',
      url: '#',
      size: 'medium',
      align: 'left',
      newWindow: false,
    });
    expect(buttonSchema.fields.map((field) => [field.key, field.label])).toEqual([
      ['label', 'Label'],
      ['url', 'Link'],
      ['size', 'Size'],
      ['align', 'Alignment'],
      ['newWindow', 'Open in a new window'],
    ]);
  });

  it.each([
    ['label', 'Shop now', true],
    ['label', 'x'.repeat(80), true],
    ['label', 'x'.repeat(81), 'A label can be at most 80 characters.'],
    ['label', '', 'Enter a label.'],
    ['label', '   ', 'Enter a label.'],
    ['url', '/shop', true],
    ['url', 'https://example.com', true],
    ['url', 'javascript:alert(1)', false],
    ['size', 'large', true],
    ['size', 'huge', 'Choose small, medium or large.'],
    ['align', 'center', true],
    ['align', 'justify', 'Choose left, center or right.'],
    ['newWindow', true, true],
    ['newWindow', 'yes', 'Choose on or off.'],
  ] as const)('%s = %j -> %j', (key, value, expected) => {
    const result = validateSetting(buttonSchema, key, value);
    if (expected === true) expect(result).toEqual({ ok: true, value });
    else if (expected === false) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: false, message: expected });
  });

  it('names the refused scheme', () => {
    const result = validateSetting(buttonSchema, 'url', 'javascript:alert(1)');
    expect(result.ok === false && result.message).toMatch(/^"javascript:" links are not allowed\./);
  });
});

describe('button renderer', () => {
  it('renders a real link with the label as its name', () => {
    render(<BlockView block={button({ label: 'Shop now', url: '/shop', size: 'large' })} />);
    const link = screen.getByRole('link', { name: 'Shop now' });
    expect(link.getAttribute('href')).toBe('/shop');
    expect(link.className).toBe('sb-button sb-button--large');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('opens a new window safely when asked', () => {
    render(<BlockView block={button({ url: 'https://example.com', newWindow: true })} />);
    const link = screen.getByRole('link', { name: 'Learn more' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('falls back to the default address when the stored one is unsafe', () => {
    render(<BlockView block={button({ label: 'Click', url: 'javascript:alert(1)' })} />);
    expect(screen.getByRole('link', { name: 'Click' }).getAttribute('href')).toBe('#');
  });

  it('shows the label as text, not a link, when the renderer is handed an unsafe address', () => {
    render(
      <ButtonRender
        block={button({})}
        settings={{ ...buttonSchema.defaults, label: 'Bad', url: 'javascript:alert(1)' }}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Bad').tagName).toBe('SPAN');
  });

  it('places the button by its alignment', () => {
    const { container } = render(<BlockView block={button({ align: 'right' })} />);
    expect(container.querySelector('.sb-button-row')?.className).toBe(
      'sb-button-row sb-align-right',
    );
  });
});
