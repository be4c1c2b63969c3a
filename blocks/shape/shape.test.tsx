// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { HEX_COLOR_MESSAGE, shapeSchema } from './schema';
import { boxFor, shapePath } from './shape-paths';

afterEach(cleanup);

const shape = (settings: Record<string, unknown>) => ({ id: 's1', type: 71, settings });

describe('shape schema', () => {
  it('defaults to a soft pink blob, centred, 60% wide, 4:3, without outline or label', () => {
    expect(shapeSchema.defaults).toEqual({
      shape: 'blob',
      fill: '#f4c7b8',
      stroke: '',
      strokeWidth: 0,
      width: 60,
      aspectRatio: '4:3',
      align: 'center',
      rotation: 0,
      label: '',
    });
  });

  it.each([
    ['fill', '#ABC', { ok: true, value: '#abc' }],
    ['fill', '1a2b3c', { ok: true, value: '#1a2b3c' }],
    ['fill', '#12345', { ok: false, message: HEX_COLOR_MESSAGE }],
    ['fill', 'red', { ok: false, message: HEX_COLOR_MESSAGE }],
    ['fill', '', { ok: false, message: HEX_COLOR_MESSAGE }],
    ['stroke', '', { ok: true, value: '' }],
    ['stroke', '#000', { ok: true, value: '#000' }],
    ['stroke', 'url(#x)', { ok: false, message: HEX_COLOR_MESSAGE }],
    ['strokeWidth', 21, { ok: false, message: 'Outline width must be from 0 to 20 px.' }],
    ['width', 5, { ok: false, message: 'Width must be from 10 to 100%.' }],
    ['width', 50.5, { ok: false, message: 'Width must be a whole number.' }],
    ['rotation', 360, { ok: false, message: 'Rotation must be from 0 to 359 degrees.' }],
    ['aspectRatio', '2:1', { ok: false, message: 'Choose 1:1, 4:3, 16:9 or 3:4.' }],
    ['shape', 'octagon', { ok: false, message: 'Choose one of the shapes in the list.' }],
    ['label', 'x'.repeat(201), { ok: false, message: 'A label can be at most 200 characters.' }],
  ] as const)('%s = %j -> %j', (key, value, expected) => {
    expect(validateSetting(shapeSchema, key, value)).toEqual(expected);
  });

  it('quotes the spec for a bad colour', () => {
    expect(HEX_COLOR_MESSAGE).toBe('Hex colours have 3 or 6 hex digits.');
  });
});

describe('shape renderer', () => {
  it('draws the default blob as decoration hidden from screen readers', () => {
    const { container } = render(<BlockView block={shape({})} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.hasAttribute('role')).toBe(false);
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${boxFor('4:3').width} 100`);
    const path = svg.querySelector('path')!;
    expect(path.getAttribute('d')).toBe(shapePath('blob', boxFor('4:3')));
    expect(path.getAttribute('fill')).toBe('#f4c7b8');
    expect(path.hasAttribute('stroke')).toBe(false);
    expect(container.querySelector('.sb-shape')?.className).toBe('sb-shape sb-align-center');
  });

  it('is an image named by its label when the owner gives one', () => {
    render(<BlockView block={shape({ label: 'A red star', shape: 'star' })} />);
    const image = screen.getByRole('img', { name: 'A red star' });
    expect(image.hasAttribute('aria-hidden')).toBe(false);
  });

  it('outlines, rotates about the centre, sizes and aligns as set', () => {
    const settings = {
      shape: 'hexagon',
      stroke: '#222',
      strokeWidth: 4,
      rotation: 30,
      width: 40,
      aspectRatio: '1:1',
      align: 'right',
    };
    const { container } = render(<BlockView block={shape(settings)} />);
    const path = container.querySelector('path')!;
    expect(path.getAttribute('stroke')).toBe('#222');
    expect(path.getAttribute('stroke-width')).toBe('4');
    expect(path.getAttribute('vector-effect')).toBe('non-scaling-stroke');
    expect(path.getAttribute('transform')).toBe('rotate(30 50 50)');
    const wrapper = container.querySelector('.sb-shape') as HTMLElement;
    expect(wrapper.className).toBe('sb-shape sb-align-right');
    expect(wrapper.style.getPropertyValue('--sb-shape-width')).toBe('40%');
    expect(wrapper.style.getPropertyValue('--sb-shape-outline')).toBe('4px');
  });

  it('draws no outline without a colour, and falls back from a bad stored colour', () => {
    const { container } = render(
      <BlockView block={shape({ strokeWidth: 6, fill: 'javascript:alert(1)' })} />,
    );
    const path = container.querySelector('path')!;
    expect(path.hasAttribute('stroke')).toBe(false);
    expect(path.getAttribute('fill')).toBe('#f4c7b8');
  });
});
