// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { geoSchema } from './schema';

afterEach(cleanup);

const geo = (settings: Record<string, unknown> = {}) => ({ id: 'g', type: 10, settings });
const LATITUDE = 'Latitude must be a number from -90 to 90, or empty.';
const LONGITUDE = 'Longitude must be a number from -180 to 180, or empty.';

describe('geo schema', () => {
  it('defaults to a sample place with both coordinates', () => {
    expect(geoSchema.defaults).toEqual({
      placeName: 'Juniper & Oak Workshop',
      addressLine1: '12 Market Street',
      addressLine2: 'Portland, OR 97204',
      country: 'United States',
      latitude: '45.5152',
      longitude: '-122.6784',
      addressLayout: 'lines',
    });
  });

  it.each([
    ['latitude', '90', true],
    ['latitude', '-90', true],
    ['latitude', '', true],
    ['latitude', '90.01', LATITUDE],
    ['latitude', '-91', LATITUDE],
    ['latitude', 'north', LATITUDE],
    ['latitude', '1e2', LATITUDE],
    ['longitude', '-180', true],
    ['longitude', '180.5', LONGITUDE],
    ['longitude', 42, LONGITUDE],
    ['placeName', 'x'.repeat(121), 'A place name can be at most 120 characters.'],
    ['addressLayout', 'grid', 'Choose separate lines or one line.'],
  ] as const)('%s = %j -> %j', (key, value, expected) => {
    const result = validateSetting(geoSchema, key, value);
    expect(result).toEqual(
      expected === true ? { ok: true, value } : { ok: false, message: expected },
    );
  });
});

describe('geo renderer', () => {
  it('shows the place, its address on separate lines and a map link in a new window', () => {
    const { container } = render(<BlockView block={geo()} />);
    expect(screen.getByRole('heading', { name: 'Juniper & Oak Workshop' })).toBeTruthy();
    expect(container.querySelector('address')?.textContent).toBe(
      '12 Market Street\nPortland, OR 97204\nUnited States',
    );
    const link = screen.getByRole('link', { name: 'Show on map (opens in a new window)' });
    expect(link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=45.5152&mlon=-122.6784',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('joins the address on one line with commas, leaving out empty parts', () => {
    const { container } = render(
      <BlockView block={geo({ addressLayout: 'oneLine', addressLine2: ' ' })} />,
    );
    expect(container.querySelector('address')?.textContent).toBe('12 Market Street, United States');
  });

  it.each([
    ['latitude', ''],
    ['longitude', ''],
  ])('has no map link without a %s', (key, value) => {
    render(<BlockView block={geo({ [key]: value })} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
