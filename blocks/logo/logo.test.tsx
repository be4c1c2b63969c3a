// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { logoSchema } from './schema';

afterEach(cleanup);

const logo = (settings: Record<string, unknown>) => ({ id: 'l1', type: 3, settings });
const image = {
  url: '/api/files/f1/logo.png',
  name: 'logo.png',
  originalSize: '800x200',
  variants: ['100w', '300w', '500w'],
  focalPoint: { x: 0.5, y: 0.5 },
};

describe('logo schema', () => {
  it('starts as the bold wordmark "Juniper & Oak" linking home', () => {
    expect(logoSchema.defaults).toEqual({
      text: 'Juniper & Oak',
      image: null,
      weight: 'bold',
      size: 'medium',
      align: 'left',
      link: '/',
      tagline: '',
    });
  });

  it.each([
    ['text', ' ', "Enter the site's name."],
    ['text', 'x'.repeat(101), 'A site name can be at most 100 characters.'],
    ['weight', 'heavy', 'Choose light, regular or bold.'],
    ['size', 'xl', 'Choose small, medium or large.'],
    ['tagline', 'x'.repeat(201), 'A tagline can be at most 200 characters.'],
    ['image', { url: '' }, 'Choose an image.'],
  ] as const)('refuses %s = %j', (key, value, message) => {
    expect(validateSetting(logoSchema, key, value)).toEqual({ ok: false, message });
  });

  it('accepts an empty link (no link) and refuses an unsafe one', () => {
    expect(validateSetting(logoSchema, 'link', '').ok).toBe(true);
    const refused = validateSetting(logoSchema, 'link', 'javascript:alert(1)');
    expect(refused.ok === false && refused.message).toMatch(
      /^"javascript:" links are not allowed\./,
    );
  });

  it('hides the font weight while an image is chosen', () => {
    const weight = logoSchema.fields.find((field) => field.key === 'weight');
    expect(weight?.visibleWhen?.({ image: null })).toBe(true);
    expect(weight?.visibleWhen?.({ image })).toBe(false);
  });
});

describe('logo renderer', () => {
  it('shows the wordmark as a link to the home page', () => {
    render(<BlockView block={logo({})} />);
    const link = screen.getByRole('link', { name: 'Juniper & Oak' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.querySelector('.sb-logo-wordmark--bold')).not.toBeNull();
  });

  it('shows the chosen image with the site name as alt text and its variants', () => {
    render(<BlockView block={logo({ image, text: 'Juniper & Oak' })} />);
    const img = screen.getByRole('img', { name: 'Juniper & Oak' });
    expect(img.getAttribute('srcset')).toContain('300w');
    expect(screen.queryByText('Juniper & Oak', { selector: 'span' })).toBeNull();
  });

  it('leaves the link out when it is empty and shows the tagline', () => {
    render(<BlockView block={logo({ link: '', tagline: 'Plants & ceramics' })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Juniper & Oak')).toBeTruthy();
    expect(screen.getByText('Plants & ceramics')).toBeTruthy();
  });

  it.each([
    ['size', 'large', 'sb-logo--large'],
    ['align', 'center', 'sb-align-center'],
  ])('applies %s = %s', (key, value, className) => {
    const { container } = render(<BlockView block={logo({ [key]: value })} />);
    expect(container.querySelector('.sb-logo')?.classList.contains(className)).toBe(true);
  });
});
