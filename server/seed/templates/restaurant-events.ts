// The restaurant template's events: four evenings and classes, dated from the day the site is
// made so they are upcoming, at local times in the site's time zone.
import { instantOfLocal, localDay, nextDay } from '../../../shared/analytics/zoned-days';
import type { ItemInput } from '../../../shared/content/collections';
import { richTextFromPlain } from '../../../shared/content/rich-text/plain';

const EVENT_ADDRESS = {
  addressLine1: '1120 West Fulton Market',
  addressLine2: 'Chicago, IL 60607',
  addressCountry: 'United States',
};

/** Four evenings and classes from a few days after `now`, at local times in the site's zone. */
export function eventItems(
  now: number,
  zone: string,
  imageId: (name: string) => string | null,
): ItemInput[] {
  const today = localDay(now, zone);
  const at = (days: number, time: string) =>
    instantOfLocal(`${nextDay(today, days)}T${time}`, zone)!;
  const entry = (
    title: string,
    days: number,
    [start, end]: [string, string],
    picture: string,
    alt: string,
    excerpt: string,
    body: string,
  ): ItemInput => {
    const fileId = imageId(picture);
    return {
      status: 'Published',
      title,
      excerpt,
      body: richTextFromPlain(body),
      mainImage: fileId ? { fileId, alt, focalPoint: { x: 0.5, y: 0.5 } } : null,
      tags: [],
      categories: [start < '17:00' ? 'Classes' : 'Evenings'],
      publishOn: now,
      event: {
        startDate: at(days, start),
        endDate: at(days, end),
        location: { ...EVENT_ADDRESS, mapLat: null, mapLng: null },
      },
      tracks: [],
    };
  };
  return [
    entry(
      'Wine evening: the volcanic wines of Sicily',
      6,
      ['19:00', '22:00'],
      'wine-evening',
      'Two glasses of red wine and a bottle by candlelight',
      'Six wines from the slopes of Etna with small plates from the oven. $65 a guest.',
      'Our sommelier Marta pours six wines from small growers on Etna and talks through the soil, the grapes and the families behind them. Small plates from the oven come with every glass.\n\n$65 a guest. Book through the reservations page and mention the wine evening.',
    ),
    entry(
      'Live jazz: the Marlow Trio',
      10,
      ['20:00', '23:00'],
      'live-music',
      'A double bass and a guitar under a string of lights',
      'Standards and bossa nova in the dining room, from eight. No cover charge.',
      'The Marlow Trio plays two sets of standards and bossa nova in the dining room. The full menu is served all evening and there is no cover charge; tables near the band go first.',
    ),
    entry(
      'Fresh pasta class',
      16,
      ['11:00', '14:00'],
      'pasta-class',
      'Pasta dough, flour, eggs and a rolling pin on a board',
      'Learn tagliatelle and agnolotti with our pasta cook, then sit down to lunch. $90.',
      'Join Luca at the pasta bench for three hours of flour, eggs and patience. You will make tagliatelle and filled agnolotti, take home a box of each, and finish with lunch and a glass of wine.\n\nTen places, aprons provided. $90 a person.',
    ),
    entry(
      'Harvest supper at the long table',
      27,
      ['18:30', '22:00'],
      'dining-room',
      'The dining room with pendant lamps and wooden tables',
      'One long table, five courses from our farmers’ autumn harvest. $85 a guest.',
      'Once a season we push the tables together and cook with the farmers who supply us. Five courses served family-style, with wine pairings available.\n\n$85 a guest, wine pairing $40.',
    ),
  ];
}
