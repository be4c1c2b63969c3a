// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { checkSettingAt, validateSetting } from '../settings';
import { accordionSchema } from './schema';

afterEach(cleanup);

const accordion = (settings: Record<string, unknown>) => ({ id: 'a1', type: 69, settings });
const panel = (id: string, title: string, body = `${title} answer`) => ({ id, title, body });
const headers = () => screen.getAllByRole('button');
const expanded = () => headers().map((button) => button.getAttribute('aria-expanded'));

describe('accordion schema', () => {
  it('defaults to three sample questions, one open at a time, the first open, with dividers', () => {
    const { items, ...options } = accordionSchema.defaults;
    expect(items.map((item) => item.title)).toEqual([
      'How long does shipping take?',
      'Can I return an item?',
      'How do I care for wood?',
    ]);
    expect(options).toEqual({
      allowMultiple: false,
      firstOpen: true,
      dividers: true,
      icon: 'plus',
    });
  });

  it.each([
    [['items', 0, 'title'], 'x'.repeat(200), true],
    [['items', 0, 'title'], 'x'.repeat(201), 'A title can be at most 200 characters.'],
    [['items', 0, 'body'], 'x'.repeat(5000), true],
    [['items', 0, 'body'], 'x'.repeat(5001), 'Panel text can be at most 5000 characters.'],
    [['items'], [], 'An accordion needs at least one panel.'],
    [
      ['items'],
      Array.from({ length: 51 }, (_, i) => panel(`p${i}`, 'Q')),
      'An accordion holds at most 50 panels.',
    ],
    [['icon'], 'chevron', true],
    [['icon'], 'arrow', 'Choose plus/minus or chevron.'],
    [['allowMultiple'], 'yes', 'Choose on or off.'],
  ] as const)('%j = %# -> %j', (path, value, expected) => {
    const result = checkSettingAt(accordionSchema, {}, path, value);
    expect(result.ok ? true : result.message).toBe(expected);
  });

  it('names a panel by its title, else by its place', () => {
    const field = accordionSchema.fields[0];
    if (field?.kind !== 'list') throw new Error('items is a list field');
    expect(field.itemLabel({ title: ' Sizes ' }, 0)).toBe('Sizes');
    expect(field.itemLabel({ title: '' }, 3)).toBe('Panel 4');
    expect(validateSetting(accordionSchema, 'items', [{ id: 'n', ...field.newItem() }]).ok).toBe(
      true,
    );
  });
});

describe('accordion renderer', () => {
  it('shows the sample with the first panel open and the others closed', () => {
    render(<BlockView block={accordion({})} />);
    expect(headers()).toHaveLength(3);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    const region = screen.getByRole('region', { name: 'How long does shipping take?' });
    expect(region.textContent).toContain('within 2 business days.\nMost arrive');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('ties each header button to its panel', () => {
    render(<BlockView block={accordion({})} />);
    const [first] = headers();
    const panelElement = document.getElementById(first!.getAttribute('aria-controls')!);
    expect(panelElement?.getAttribute('aria-labelledby')).toBe(first!.id);
    expect(first!.tagName).toBe('BUTTON');
    expect(first!.closest('h3')).not.toBeNull();
  });

  it('opens one panel at a time by default', () => {
    render(<BlockView block={accordion({})} />);
    fireEvent.click(headers()[2]!);
    expect(expanded()).toEqual(['false', 'false', 'true']);
    fireEvent.click(headers()[2]!);
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('keeps several open when allowed, and starts closed when the first is not open', () => {
    render(<BlockView block={accordion({ allowMultiple: true, firstOpen: false })} />);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    fireEvent.click(headers()[0]!);
    fireEvent.click(headers()[1]!);
    expect(expanded()).toEqual(['true', 'true', 'false']);
  });

  it('hides a closed panel from everyone', () => {
    const { container } = render(<BlockView block={accordion({})} />);
    const hidden = [...container.querySelectorAll('.sb-accordion-panel')].map((el) =>
      el.hasAttribute('hidden'),
    );
    expect(hidden).toEqual([false, true, true]);
  });

  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 2, 0],
    ['ArrowUp', 0, 2],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('%s on header %i focuses header %i', (key, from, to) => {
    render(<BlockView block={accordion({})} />);
    headers()[from]!.focus();
    fireEvent.keyDown(headers()[from]!, { key });
    expect(document.activeElement).toBe(headers()[to]);
  });

  it('shows "Panel N" for a panel without a title, and the chosen icon and dividers', () => {
    const items = [panel('a', 'First'), panel('b', '  ')];
    const { container } = render(
      <BlockView block={accordion({ items, icon: 'chevron', dividers: false })} />,
    );
    expect(headers().map((button) => button.textContent)).toEqual(['First', 'Panel 2']);
    expect(container.querySelector('.sb-accordion')?.className).toBe(
      'sb-accordion sb-accordion--chevron',
    );
  });
});
