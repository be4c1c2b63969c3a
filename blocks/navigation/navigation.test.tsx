// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { checkSettingAt, validateSetting } from '../settings';
import { navigationSchema } from './schema';

afterEach(cleanup);

const nav = (settings: Record<string, unknown>) => ({ id: 'n1', type: 1, settings });

describe('navigation schema', () => {
  it('starts with Home, Shop, About and Contact in a row', () => {
    const { links, orientation, align, name } = navigationSchema.defaults;
    expect(links.map((link) => [link.label, link.url])).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
    expect([orientation, align, name]).toEqual(['horizontal', 'left', 'Main']);
  });

  it.each([
    [['links', 0, 'label'], '  ', 'Enter a label.'],
    [['links', 0, 'label'], 'x'.repeat(81), 'A label can be at most 80 characters.'],
    [['orientation'], 'diagonal', 'Choose horizontal or vertical.'],
    [['name'], 'x'.repeat(81), 'A name can be at most 80 characters.'],
  ] as const)('refuses %j = %j', (path, value, message) => {
    expect(checkSettingAt(navigationSchema, navigationSchema.defaults, path, value)).toEqual({
      ok: false,
      message,
    });
  });

  it('refuses a javascript: link and a 31st link', () => {
    const result = checkSettingAt(
      navigationSchema,
      navigationSchema.defaults,
      ['links', 1, 'url'],
      'javascript:alert(1)',
    );
    expect(result.ok === false && result.message).toMatch(/^"javascript:" links are not allowed\./);
    const links = Array.from({ length: 31 }, (_, i) => ({ id: `l${i}`, label: 'A', url: '/' }));
    expect(validateSetting(navigationSchema, 'links', links)).toEqual({
      ok: false,
      message: 'A navigation holds at most 30 links.',
    });
  });
});

describe('navigation renderer', () => {
  it('is a named navigation landmark with a list of the sample links', () => {
    render(<BlockView block={nav({})} />);
    const landmark = screen.getByRole('navigation', { name: 'Main' });
    const links = within(landmark).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
  });

  it('leaves out a stored link with an unsafe address or without a label', () => {
    const links = [
      { id: 'a', label: 'Bad', url: 'javascript:alert(1)' },
      { id: 'b', label: '', url: '/x' },
      { id: 'c', label: 'Blog', url: '/blog' },
    ];
    render(<BlockView block={nav({ links, name: '' })} />);
    const landmark = screen.getByRole('navigation', { name: 'Site' });
    expect(
      within(landmark)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Blog']);
  });

  it.each([
    ['orientation', 'vertical', 'sb-nav--vertical'],
    ['align', 'center', 'sb-nav--center'],
  ])('applies %s = %s', (key, value, className) => {
    render(<BlockView block={nav({ [key]: value })} />);
    expect(screen.getByRole('navigation').classList.contains(className)).toBe(true);
  });
});
