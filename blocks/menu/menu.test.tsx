// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { checkSettingAt, validateSetting } from '../settings';
import type { FieldDescriptor } from '../types';
import { EMPTY_MENU_HINT } from './Render';
import { menuSchema } from './schema';
import { readMenuSections } from './sections';

afterEach(cleanup);

const menu = (settings: Record<string, unknown>) => ({ id: 'm1', type: 18, settings });
const item = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  ...extra,
});

describe('menu schema', () => {
  it('starts with a small café menu: Coffee and Pastries in two columns with leaders', () => {
    const { sections, columns, leaders } = menuSchema.defaults;
    expect(sections.map((section) => section.title)).toEqual(['Coffee', 'Pastries']);
    expect(sections[0]!.items.map((entry) => entry.name)).toEqual([
      'Espresso',
      'Flat White',
      'Cold Brew',
    ]);
    expect([columns, leaders]).toEqual(['two', true]);
  });

  it('nests the items list inside each section in the panel', () => {
    const sections = menuSchema.fields[0] as Extract<FieldDescriptor, { kind: 'list' }>;
    expect(sections.itemFields.map((field) => [field.key, field.kind])).toEqual([
      ['title', 'text'],
      ['note', 'textarea'],
      ['items', 'list'],
    ]);
    expect(sections.itemLabel({ title: '' }, 2)).toBe('Section 3');
  });

  it.each([
    [['sections', 0, 'items', 0, 'name'], ' ', 'Enter a name.'],
    [['sections', 0, 'items', 0, 'price'], 'x'.repeat(31), 'A price can be at most 30 characters.'],
    [
      ['sections', 0, 'items', 0, 'tags'],
      'x'.repeat(61),
      'Dietary tags can be at most 60 characters.',
    ],
    [['sections', 0, 'title'], 'x'.repeat(201), 'A section title can be at most 200 characters.'],
    [['sections', 1, 'note'], 'x'.repeat(501), 'A note can be at most 500 characters.'],
  ] as const)('refuses %j = %j', (path, value, message) => {
    expect(checkSettingAt(menuSchema, menuSchema.defaults, path, value)).toEqual({
      ok: false,
      message,
    });
  });

  it('refuses a 21st section, a 51st item and an unknown column count', () => {
    const sections = Array.from({ length: 21 }, (_, i) => ({ id: `s${i}`, items: [] }));
    expect(validateSetting(menuSchema, 'sections', sections)).toEqual({
      ok: false,
      message: 'A menu holds at most 20 sections.',
    });
    const items = Array.from({ length: 51 }, (_, i) => item(`i${i}`, 'Tea'));
    expect(validateSetting(menuSchema, 'sections', [{ id: 's', items }])).toEqual({
      ok: false,
      message: 'A section holds at most 50 items.',
    });
    expect(validateSetting(menuSchema, 'columns', 'three')).toEqual({
      ok: false,
      message: 'Choose one column or two columns.',
    });
  });

  it('reads a stored menu keeping what fits, in order', () => {
    const stored = [
      { id: 'a', title: 'Tea', items: [item('1', 'Green'), item('2', ''), item('3', 'Black')] },
      { id: 'b', title: 7 },
      { id: 'c', title: 'Cakes', items: 'none' },
    ];
    expect(readMenuSections(stored).map((s) => [s.title, s.items.map((i) => i.name)])).toEqual([
      ['Tea', ['Green', 'Black']],
      ['Cakes', []],
    ]);
  });
});

describe('menu renderer', () => {
  it('shows each section under its heading with its note, items and prices', () => {
    render(<BlockView block={menu({})} />);
    const coffee = screen.getByRole('region', { name: 'Coffee' });
    expect(within(coffee).getByText('Oat or almond milk at no extra charge.')).toBeTruthy();
    const items = within(coffee)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('.sb-menu-line'));
    expect(items.map((li) => li.querySelector('.sb-menu-line')?.textContent)).toEqual([
      'Espresso2.80',
      'Flat White3.60',
      'Cold Brew4.00',
    ]);
    expect(screen.getByRole('region', { name: 'Pastries' })).toBeTruthy();
  });

  it('spells out dietary tags for screen readers', () => {
    render(<BlockView block={menu({})} />);
    const cake = screen.getByText('Almond Cake').closest('li')!;
    expect(within(cake).getByText('Vegetarian')).toBeTruthy();
    expect(within(cake).getByText('Gluten-free')).toBeTruthy();
    expect(within(cake).getByText('GF').getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves out an empty price, description and section title', () => {
    const sections = [{ id: 's', title: ' ', items: [item('i', 'House Tea')] }];
    const { container } = render(<BlockView block={menu({ sections })} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('.sb-menu-price')).toBeNull();
    expect(container.querySelector('.sb-menu-description')).toBeNull();
    expect(screen.getByText('House Tea')).toBeTruthy();
  });

  it.each([
    [{}, ['sb-menu--two', 'sb-menu--leaders']],
    [{ columns: 'one', leaders: false }, ['sb-menu--one']],
  ])('lays out %j with %j', (settings, classes) => {
    const { container } = render(<BlockView block={menu(settings)} />);
    expect([...container.querySelector('.sb-menu')!.classList].slice(1)).toEqual(classes);
  });

  it('says how to add a section when the menu is empty', () => {
    render(<BlockView block={menu({ sections: [] })} />);
    expect(screen.getByText(EMPTY_MENU_HINT)).toBeTruthy();
  });
});
