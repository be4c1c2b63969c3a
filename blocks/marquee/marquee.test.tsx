// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockView } from '../BlockView';
import { checkSettingAt } from '../settings';
import { EMPTY_MARQUEE } from './Render';
import { marqueeSchema } from './schema';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const marquee = (settings: Record<string, unknown>) => ({ id: 'mq', type: 70, settings });
const SAMPLE = ['Free shipping over $50', 'Handmade in small batches', 'New arrivals every Friday'];

/** The lists a screen reader reads: those not inside anything aria-hidden. */
const readLists = (container: HTMLElement) =>
  [...container.querySelectorAll('ul')].filter((list) => !list.closest('[aria-hidden="true"]'));

describe('marquee schema', () => {
  it('defaults to three sample texts as a straight line at the spec preset values', () => {
    const { items, ...options } = marqueeSchema.defaults;
    expect(items.map((item) => item.text)).toEqual(SAMPLE);
    expect(options).toEqual({
      preset: 'straight',
      direction: 'left',
      speed: 0.5,
      size: 4,
      spacing: 0.4,
      pauseOnHover: true,
    });
  });

  it.each([
    [['items'], [], 'A marquee needs at least one text.'],
    [
      ['items'],
      Array.from({ length: 21 }, (_, i) => ({ id: `t${i}`, text: 'x' })),
      'A marquee holds at most 20 texts.',
    ],
    [['items', 0, 'text'], 'x'.repeat(101), 'A text can be at most 100 characters.'],
    [['preset'], 'wave', true],
    [['preset'], 'zigzag', 'Choose straight line or mild wave.'],
    [['direction'], 'up', 'Choose left or right.'],
    [['speed'], 2, true],
    [['speed'], 0.05, 'Speed must be from 0.1 to 2.'],
    [['size'], 9, 'Size must be from 1 to 8 rem.'],
    [['spacing'], -1, 'Spacing must be from 0 to 2 em.'],
    [['speed'], 'fast', 'Speed must be a number.'],
  ] as const)('%j = %# -> %j', (path, value, expected) => {
    const result = checkSettingAt(marqueeSchema, {}, path, value);
    expect(result.ok ? true : result.message).toBe(expected);
  });
});

describe('marquee renderer, straight line', () => {
  it('reads the texts once and hides every copy of the moving track', () => {
    const { container } = render(<BlockView block={marquee({})} />);
    const lists = readLists(container);
    expect(lists).toHaveLength(1);
    expect([...lists[0]!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(
      SAMPLE.map((text) => `${text}·`),
    );
    const runs = container.querySelectorAll('.sb-marquee-track > ul');
    expect(runs.length % 2).toBe(0);
    expect(runs.length).toBeGreaterThanOrEqual(2);
  });

  it('sets the loop time from the speed and moves by half the track', () => {
    const { container } = render(<BlockView block={marquee({ speed: 1 })} />);
    const slow = render(<BlockView block={marquee({ speed: 0.5 })} />).container;
    const time = (root: HTMLElement) =>
      Number.parseFloat(
        (root.querySelector('.sb-marquee') as HTMLElement).style.getPropertyValue(
          '--sb-marquee-duration',
        ),
      );
    expect(time(slow)).toBeCloseTo(2 * time(container), 1);
    const block = container.querySelector('.sb-marquee') as HTMLElement;
    expect(block.style.getPropertyValue('--sb-marquee-shift')).toBe('-50%');
    expect(block.style.getPropertyValue('--sb-marquee-size')).toBe('4rem');
  });

  it('has a pause button that pauses and resumes', () => {
    const { container } = render(<BlockView block={marquee({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause scrolling text' }));
    expect(container.querySelector('.sb-marquee--paused')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play scrolling text' }));
    expect(container.querySelector('.sb-marquee--paused')).toBeNull();
  });

  it.each([
    [{}, 'sb-marquee sb-marquee--straight sb-marquee--left sb-marquee--hover-pause'],
    [
      { direction: 'right', pauseOnHover: false },
      'sb-marquee sb-marquee--straight sb-marquee--right',
    ],
  ])('%j -> classes %s', (settings, className) => {
    const { container } = render(<BlockView block={marquee(settings)} />);
    expect(container.querySelector('.sb-marquee')?.className).toBe(className);
  });

  it('leaves out blank texts, and says so when none is left', () => {
    const items = [
      { id: 'a', text: '  ' },
      { id: 'b', text: 'Only one' },
    ];
    const { container } = render(<BlockView block={marquee({ items })} />);
    expect(readLists(container)[0]?.textContent).toBe('Only one·');
    cleanup();
    render(<BlockView block={marquee({ items: [{ id: 'a', text: '' }] })} />);
    expect(screen.getByText(EMPTY_MARQUEE)).toBeTruthy();
  });
});

describe('marquee renderer, mild wave', () => {
  it('draws the texts along a hidden SVG path and lists them once for screen readers', () => {
    const { container } = render(<BlockView block={marquee({ preset: 'wave' })} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    const paths = svg!.querySelectorAll('textPath');
    expect(paths.length).toBeGreaterThan(1);
    const pathId = svg!.querySelector('path')!.id;
    expect(paths[0]!.getAttribute('href')).toBe(`#${pathId}`);
    expect(paths[0]!.textContent).toContain('Free shipping over $50');
    expect(readLists(container)).toHaveLength(1);
    const block = container.querySelector('.sb-marquee') as HTMLElement;
    expect(block.style.getPropertyValue('--sb-marquee-shift')).toMatch(/^-\d+px$/);
    expect(screen.getByRole('button', { name: 'Pause scrolling text' })).toBeTruthy();
  });
});

describe('marquee renderer, reduced motion', () => {
  it.each(['straight', 'wave'])(
    'shows the %s preset still, all texts once, no button',
    (preset) => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      const { container } = render(<BlockView block={marquee({ preset })} />);
      expect(container.querySelector('.sb-marquee-track, svg')).toBeNull();
      expect(container.querySelectorAll('ul')).toHaveLength(1);
      expect(container.querySelector('.sb-marquee-static')?.textContent).toBe(
        SAMPLE.map((text) => `${text}·`).join(''),
      );
      expect(screen.queryByRole('button')).toBeNull();
    },
  );
});
