// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';
import { validateSetting } from '../settings';
import { embedSchema } from './schema';

afterEach(cleanup);

const embed = (settings: Record<string, unknown>) => ({ id: 'e1', type: 22, settings });
const card = (container: HTMLElement) => container.querySelector<HTMLElement>('.sb-embed')!;

describe('embed schema', () => {
  it('starts with a Vimeo address, a title and a 16:9 card', () => {
    expect(embedSchema.defaults).toEqual({
      url: 'https://vimeo.com/76979871',
      title: 'Behind the scenes at the workshop',
      aspectRatio: '16:9',
    });
    expect(embedSchema.fields.map((field) => [field.key, field.label, field.kind])).toEqual([
      ['url', 'Address', 'url'],
      ['title', 'Title', 'text'],
      ['aspectRatio', 'Aspect ratio', 'choice'],
    ]);
  });

  it.each([
    ['url', 'https://open.spotify.com/album/1', null],
    ['url', '/about', 'Enter a full web address such as https://example.com.'],
    [
      'url',
      'data:text/html,hi',
      '"data:" addresses are not allowed. Use an address starting with https:// or http://.',
    ],
    ['title', 'x'.repeat(201), 'A title can be at most 200 characters.'],
    ['aspectRatio', 'auto', null],
    ['aspectRatio', '21:9', 'Choose 16:9, 4:3, 1:1 or auto.'],
  ] as const)('%s = %j -> %j', (key, value, message) => {
    const check = validateSetting(embedSchema, key, value);
    expect(check.ok ? null : check.message).toBe(message);
  });
});

describe('embed renderer', () => {
  it('shows the provider, title and short address, and opens the page in a new window', () => {
    const { container } = render(<BlockView block={embed({})} />);
    expect(screen.getByText('Vimeo')).toBeTruthy();
    expect(screen.getByText('Behind the scenes at the workshop')).toBeTruthy();
    expect(screen.getByText('vimeo.com/76979871')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open on Vimeo' });
    expect(link.getAttribute('href')).toBe('https://vimeo.com/76979871');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(card(container).style.getPropertyValue('--sb-embed-ratio')).toBe('16 / 9');
    expect(container.querySelector('iframe, script, img')).toBeNull();
  });

  it.each([
    ['4:3', '4 / 3'],
    ['1:1', '1 / 1'],
    ['auto', 'auto'],
  ])('draws the card at %s', (aspectRatio, css) => {
    const { container } = render(<BlockView block={embed({ aspectRatio })} />);
    expect(card(container).style.getPropertyValue('--sb-embed-ratio')).toBe(css);
  });

  it('names an unknown site by its host and leaves out an empty title', () => {
    const { container } = render(
      <BlockView block={embed({ url: 'https://www.example.com/tour/', title: ' ' })} />,
    );
    expect(screen.getByRole('link', { name: 'Open on example.com' })).toBeTruthy();
    expect(container.querySelector('.sb-embed-title')).toBeNull();
    expect(screen.getByText('example.com/tour')).toBeTruthy();
  });

  it('falls back to the default address when the stored one is not a web address', () => {
    render(<BlockView block={embed({ url: 'javascript:alert(1)' })} />);
    expect(screen.getByRole('link', { name: 'Open on Vimeo' })).toBeTruthy();
  });
});
