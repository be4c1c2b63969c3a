import { describe, expect, it } from 'vitest';
import { cardHref, checkServiceAddress, displayAddress, hostMatches } from './hosts';
import { SERVICES, serviceOf } from './services';

const byName = (name: string) => SERVICES.find((service) => service.name === name)!;

describe('service hosts', () => {
  it.each([
    [['instagram.com'], 'instagram.com', true],
    [['instagram.com'], 'www.instagram.com', true],
    [['instagram.com'], 'WWW.Instagram.COM.', true],
    [['instagram.com'], 'evilinstagram.com', false],
    [['instagram.com'], 'instagram.com.evil.net', false],
    [[], 'anything.example', true],
  ] as const)('%j accepts %s: %j', (hosts, hostname, expected) => {
    expect(hostMatches(hosts, hostname)).toBe(expected);
  });

  it.each([
    ['Instagram', '', true],
    ['Instagram', '   ', true],
    ['Instagram', 'https://www.instagram.com/juniperoak', true],
    ['X (Twitter)', 'https://twitter.com/juniperoak', true],
    ['X (Twitter)', 'https://x.com/juniperoak', true],
    ['Amazon', 'https://www.amazon.co.uk/dp/B08N5WRWNW', true],
    ['Amazon', 'https://amzn.to/3abcd', true],
    ['OpenTable', 'https://www.opentable.de/r/haus', true],
    ['Acuity Scheduling', 'https://juniper.as.me/', true],
    ['Tock', 'https://www.exploretock.com/juniper', true],
    ['Wedding registry', 'https://www.zola.com/registry/ann-and-bo', true],
  ])('%s accepts %j', (name, value) => {
    expect(checkServiceAddress(byName(name), value)).toEqual({ ok: true });
  });

  it.each([
    [
      'Instagram',
      'https://www.flickr.com/photos/x',
      'Enter an address on Instagram such as https://www.instagram.com/yourname.',
    ],
    [
      'Instagram',
      'https://user@instagram.com/x',
      'Enter an address on Instagram such as https://www.instagram.com/yourname.',
    ],
    [
      'Instagram',
      'http://www.instagram.com/x',
      'Enter an address starting with https:// such as https://www.instagram.com/yourname.',
    ],
    [
      'SoundCloud',
      'javascript:alert(1)',
      'Enter an address starting with https:// such as https://soundcloud.com/yourname.',
    ],
    [
      'Flickr',
      'https://www.flickr.com/photos/a b',
      'Enter an address starting with https:// such as https://www.flickr.com/photos/yourname.',
    ],
    [
      'Wedding registry',
      'www.zola.com/registry',
      'Enter an address starting with https:// such as https://www.zola.com/registry/yourname.',
    ],
    [
      'Tock',
      `https://www.exploretock.com/${'x'.repeat(2100)}`,
      'An address can be at most 2083 characters.',
    ],
    [
      'OpenTable',
      'https://opentable.com.evil.net/r/x',
      'Enter an address on OpenTable such as https://www.opentable.com/r/your-restaurant.',
    ],
  ])('%s refuses %j', (name, value, message) => {
    expect(checkServiceAddress(byName(name), value)).toEqual({ ok: false, message });
  });

  it.each([
    ['Instagram', 'https://www.instagram.com/juniperoak/', '@juniperoak'],
    ['X (Twitter)', 'https://x.com/juniperoak', '@juniperoak'],
    [
      'SoundCloud',
      'https://soundcloud.com/juniper/sets/spring',
      'soundcloud.com/juniper/sets/spring',
    ],
    ['Flickr', 'https://www.flickr.com/photos/juniper/', 'flickr.com/photos/juniper'],
    [
      'Acuity Scheduling',
      'https://app.acuityscheduling.com/schedule.php?owner=7',
      'app.acuityscheduling.com/schedule.php?owner=7',
    ],
  ])('%s shows %s as %s', (name, href, shown) => {
    expect(displayAddress(byName(name), href)).toBe(shown);
  });

  it.each([
    [46, { url: '', asin: 'B08N5WRWNW' }, 'https://www.amazon.com/dp/B08N5WRWNW'],
    [46, { url: '', asin: 'short' }, null],
    [46, { url: 'https://www.amazon.de/dp/B0', asin: 'B08N5WRWNW' }, 'https://www.amazon.de/dp/B0'],
    [50, { url: '', restaurantId: '4211' }, 'https://www.opentable.com/restref/client/?rid=4211'],
    [66, { url: '', restaurantId: '42a' }, null],
    [25, { url: 'https://www.flickr.com/photos/x' }, null],
    [25, { url: '', asin: 'B08N5WRWNW' }, null],
  ])('type %i with %j links to %j', (type, settings, href) => {
    expect(cardHref(serviceOf(type)!, settings)).toBe(href);
  });
});
