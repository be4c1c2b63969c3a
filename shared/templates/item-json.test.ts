import { describe, expect, it } from 'vitest';
import { PageType } from '../codes/page-types';
import { RecordType } from '../codes/record-types';
import type { CollectionShown, ItemDetail } from '../content/collection-view';
import { TEST_NOW, testCard, testEvent } from '../content/collection-view-fixtures';
import { site } from '../document/fixtures';
import { collectionItemTemplateJson } from './item-json';

const blog = (items: CollectionShown['items']): CollectionShown => ({
  id: 'col-blog',
  type: 'blog',
  title: 'Journal',
  path: '/journal',
  pageSize: 10,
  nesting: [],
  items,
});

const detail = (card: CollectionShown['items'][number]): ItemDetail => ({ ...card, body: null });

describe('collectionItemTemplateJson', () => {
  it('gives a post the fields templates read, its body as the HTML the site draws', () => {
    const card = testCard('First post', {
      excerpt: 'Fish & <chips>',
      tags: ['food'],
      categories: ['news'],
      image: { url: '/files/a.jpg', alt: 'A plate', focalPoint: { x: 0.2, y: 0.7 } },
    });
    const json = collectionItemTemplateJson(
      site([]),
      blog([card, testCard('Other')]),
      detail(card),
      '<p>Hello</p>',
    );
    expect(json).toMatchObject({
      pageType: PageType.contentItem,
      website: { siteTitle: site([]).title },
      websiteSettings: { timeZone: site([]).settings.timeZone },
      collection: {
        id: 'col-blog',
        title: 'Journal',
        type: 'blog',
        fullUrl: '/journal',
        itemCount: 2,
      },
      item: {
        id: 'First post',
        urlId: 'first-post',
        title: 'First post',
        fullUrl: '/journal/first-post',
        recordType: RecordType.text,
        body: '<p>Hello</p>',
        excerpt: '<p>Fish &amp; &lt;chips&gt;</p>',
        publishOn: TEST_NOW,
        author: { displayName: 'Ann' },
        tags: ['food'],
        categories: ['news'],
        assetUrl: '/files/a.jpg',
        mainImage: {
          assetUrl: '/files/a.jpg',
          altText: 'A plate',
          mediaFocalPoint: { x: 0.2, y: 0.7 },
        },
        collection: { id: 'col-blog', type: 'blog' },
      },
    });
    const item = json.item as Record<string, unknown>;
    expect(item.startDate).toBeUndefined();
  });

  it('gives an event its start, end and place, and an item without excerpt or image empty ones', () => {
    const card = testEvent('Concert night', TEST_NOW, { slug: 'concert night' });
    const events = { ...blog([card]), id: 'col-events', type: 'events' as const, path: '/events' };
    const { item } = collectionItemTemplateJson(site([]), events, detail(card), '') as {
      item: Record<string, unknown>;
    };
    expect(item).toMatchObject({
      fullUrl: '/events/concert%20night',
      recordType: RecordType.event,
      startDate: TEST_NOW,
      endDate: TEST_NOW + 3_600_000,
      location: { addressLine1: '', mapLat: null },
      excerpt: '',
      assetUrl: '',
    });
    expect(item.mainImage).toBeUndefined();
  });
});
