// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockView } from '../BlockView';

afterEach(cleanup);

const card = (type: number, settings: Record<string, unknown>) => ({ id: 'c1', type, settings });

// Every service card: its name, the one line it will show, an address on its host, its link.
const CARDS = [
  [6, 'X (Twitter)', 'Your latest posts', 'https://x.com/juniperoak', 'Open on X', '@juniperoak'],
  [
    24,
    'Foursquare',
    'Your place, with tips from visitors',
    'https://foursquare.com/v/juniper-oak/4b1',
    'Open on Foursquare',
    'foursquare.com/v/juniper-oak/4b1',
  ],
  [
    25,
    'Instagram',
    'Your latest photos',
    'https://www.instagram.com/juniperoak/',
    'Open on Instagram',
    '@juniperoak',
  ],
  [
    42,
    '500px',
    'Your photo portfolio',
    'https://500px.com/p/juniper',
    'Open on 500px',
    '500px.com/p/juniper',
  ],
  [
    45,
    'Flickr',
    'Your photos and albums',
    'https://www.flickr.com/photos/juniper',
    'Open on Flickr',
    'flickr.com/photos/juniper',
  ],
  [
    46,
    'Amazon',
    'A product you recommend',
    'https://www.amazon.com/dp/B08N5WRWNW',
    'View on Amazon',
    'amazon.com/dp/B08N5WRWNW',
  ],
  [
    50,
    'OpenTable',
    'Book a table',
    'https://www.opentable.com/r/juniper',
    'Book on OpenTable',
    'opentable.com/r/juniper',
  ],
  [
    56,
    'SoundCloud',
    'Your tracks and playlists',
    'https://soundcloud.com/juniper',
    'Listen on SoundCloud',
    '@juniper',
  ],
  [
    63,
    'Wedding registry',
    'Your gift registry',
    'https://www.zola.com/registry/ann',
    'View the registry',
    'zola.com/registry/ann',
  ],
  [
    65,
    'Acuity Scheduling',
    'Schedule an appointment',
    'https://juniper.as.me/',
    'Schedule on Acuity',
    'juniper.as.me',
  ],
  [
    66,
    'OpenTable',
    'Book a table',
    'https://www.opentable.co.uk/r/juniper',
    'Book on OpenTable',
    'opentable.co.uk/r/juniper',
  ],
  [
    68,
    'Tock',
    'Reserve a table',
    'https://www.exploretock.com/juniper',
    'Reserve on Tock',
    'exploretock.com/juniper',
  ],
] as const;

describe('service card', () => {
  it.each(CARDS)(
    'type %i names %s, says what it shows and links out safely',
    (type, name, tagline, url, cta, shown) => {
      const { container } = render(<BlockView block={card(type, { url })} />);
      const region = screen.getByRole('region', { name });
      expect(within(region).getByText(name)).toBeTruthy();
      expect(within(region).getByText(tagline)).toBeTruthy();
      expect(within(region).getByText(shown)).toBeTruthy();
      const link = within(region).getByRole('link', { name: `${cta} (opens in a new window)` });
      expect(link.getAttribute('href')).toBe(url);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      expect(container.querySelectorAll('img, iframe, script')).toHaveLength(0);
    },
  );

  it.each(CARDS)(
    'type %i at its defaults asks for the %s address instead of linking',
    (type, name) => {
      render(<BlockView block={card(type, {})} />);
      expect(screen.getByText(`Add your ${name} address in the block's settings.`)).toBeTruthy();
      expect(screen.queryByRole('link')).toBeNull();
    },
  );

  it.each(CARDS)('type %i shows no link for an address on another host', (type, name) => {
    const other = type === 45 ? 'https://x.com/a' : 'https://www.flickr.com/photos/a';
    render(<BlockView block={card(type, { url: type === 63 ? 'javascript:alert(1)' : other })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(`Add your ${name} address in the block's settings.`)).toBeTruthy();
  });

  it('uses the title and the owner’s button label', () => {
    render(
      <BlockView
        block={card(25, {
          url: 'https://instagram.com/j',
          title: 'Follow along',
          buttonLabel: 'See our feed',
        })}
      />,
    );
    const region = screen.getByRole('region', { name: 'Follow along' });
    expect(within(region).getByRole('heading', { name: 'Follow along' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: /^See our feed/ })).toBeTruthy();
  });

  it.each([
    ['reservations', 'Reserve a table', 'Reserve on Tock'],
    ['events', 'Tickets to your upcoming events', 'See events on Tock'],
  ])('Tock %s design reads %s / %s', (variant, tagline, cta) => {
    render(<BlockView block={card(68, { url: 'https://www.exploretock.com/j', variant })} />);
    expect(screen.getByText(tagline)).toBeTruthy();
    expect(screen.getByRole('link', { name: `${cta} (opens in a new window)` })).toBeTruthy();
  });

  it.each([
    [46, { asin: 'B08N5WRWNW' }, 'https://www.amazon.com/dp/B08N5WRWNW'],
    [66, { restaurantId: '4211' }, 'https://www.opentable.com/restref/client/?rid=4211'],
  ])('type %i links from %j when no address is given', (type, settings, href) => {
    render(<BlockView block={card(type, settings)} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe(href);
  });

  it('places the card by its alignment', () => {
    const { container } = render(<BlockView block={card(6, { align: 'center' })} />);
    expect(container.firstElementChild?.className).toBe('sb-service-card-row sb-align-center');
  });
});
