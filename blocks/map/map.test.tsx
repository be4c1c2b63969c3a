// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { getBlockSchema } from '../schemas';
import { validateSetting } from '../settings';
import { directionsHref } from './directions';
import { mapSchema } from './schema';

afterEach(cleanup);

const show = (settings: Record<string, unknown>) =>
  render(<BlockView block={{ id: 'm', type: 4, settings }} />).container;

describe('map schema', () => {
  it("is type 4 and shows the demo store's address by default", () => {
    expect(getBlockSchema(4)).toBe(mapSchema);
    expect(mapSchema.defaults).toEqual({
      address: '12 Mill Lane, Hebden Bridge',
      label: 'Juniper & Oak',
      zoom: 'neighbourhood',
      style: 'light',
      height: 320,
      showDirections: true,
    });
  });

  it.each([
    ['address', '', 'Enter an address, such as 12 Orchard Lane, Portland, OR 97205.'],
    ['address', '   ', 'Enter an address, such as 12 Orchard Lane, Portland, OR 97205.'],
    ['address', 'x'.repeat(201), 'An address can be at most 200 characters.'],
    ['label', 'x'.repeat(101), 'A name can be at most 100 characters.'],
    ['zoom', 'planet', 'Choose street, neighbourhood or city.'],
    ['style', 'neon', 'Choose light, dark or muted.'],
    ['height', 199, 'The height must be from 200 to 600 px.'],
    ['height', 601, 'The height must be from 200 to 600 px.'],
    ['height', 320.5, 'The height must be a whole number.'],
  ] as const)('refuses %s %j with a message', (key, value, message) => {
    expect(validateSetting(mapSchema, key, value)).toEqual({ ok: false, message });
  });

  it.each([
    ['address', '12 Orchard Lane, Portland, OR 97205'],
    ['address', 'x'.repeat(200)],
    ['height', 200],
    ['height', 600],
    ['label', ''],
  ] as const)('accepts %s %j', (key, value) => {
    expect(validateSetting(mapSchema, key, value).ok).toBe(true);
  });
});

describe('map renderer', () => {
  it('draws a map named by its address, with a card and a directions link in a new window', () => {
    const container = show({
      address: '12 Orchard Lane, Portland, OR 97205',
      label: 'Orchard Cafe',
    });
    const drawing = screen.getByRole('img', { name: 'Map of 12 Orchard Lane, Portland, OR 97205' });
    expect(drawing.querySelectorAll('.sb-map-block').length).toBeGreaterThan(4);
    expect(drawing.querySelector('.sb-map-river')).not.toBeNull();
    expect(container.querySelector('.sb-map-label')?.textContent).toBe('Orchard Cafe');
    expect(container.querySelector('.sb-map-address')?.textContent).toBe(
      '12 Orchard Lane, Portland, OR 97205',
    );
    const link = screen.getByRole('link', { name: /Get directions/ });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Orchard%20Lane%2C%20Portland%2C%20OR%2097205',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('.sb-map-pin')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('loads nothing from another host', () => {
    const container = show({});
    expect(container.querySelectorAll('img, iframe, script, image, use')).toHaveLength(0);
  });

  it('sets the height, the style and leaves out what is turned off', () => {
    const container = show({ height: 480, style: 'dark', label: '', showDirections: false });
    expect((container.querySelector('.sb-map-canvas') as HTMLElement).style.height).toBe('480px');
    expect(container.querySelector('.sb-map--dark')).not.toBeNull();
    expect(container.querySelector('.sb-map-label')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('draws the same map for the same address every time', () => {
    const first = show({ address: '5 Quay St' }).querySelector('svg')?.innerHTML;
    cleanup();
    expect(show({ address: '5 Quay St' }).querySelector('svg')?.innerHTML).toBe(first);
  });

  it('encodes every character of the address in the directions link', () => {
    expect(directionsHref(' 1 Rue & Co #2 ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Rue%20%26%20Co%20%232',
    );
  });
});
