// @vitest-environment jsdom
// Collection blocks with a collection to read render its items (the same in the frame and on
// the live site, which both hand them the view); with none they keep their empty state.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CollectionView, ItemCard } from '../../shared/content/collection-view';
import {
  DAY_MS,
  TEST_NOW,
  testBlogView,
  testCard,
  testEvent,
} from '../../shared/content/collection-view-fixtures';
import { BlockView } from '../BlockView';
import { CollectionViewContext, ProvidedCollectionView } from './view-context';

afterEach(cleanup);

const NOW = TEST_NOW;
const DAY = DAY_MS;
const card = (title: string, extra: Partial<ItemCard> = {}) =>
  testCard(title, { excerpt: `About ${title}`, date: NOW - DAY, ...extra });

const posts = testBlogView([
  card('Oak <b>news</b>', {
    tags: ['Oak'],
    image: { url: '/files/f/a.jpg', alt: 'A', focalPoint: { x: 0.2, y: 0.8 } },
  }),
  card('Ash notes', { tags: ['Ash', 'Oak'], date: NOW - 40 * DAY }),
]);
const view: CollectionView = {
  ...posts,
  collections: [
    ...posts.collections,
    {
      id: 'e',
      type: 'events',
      title: 'Events',
      path: '/events',
      pageSize: 20,
      nesting: [],
      items: [testEvent('Fair', Date.UTC(2026, 10, 28, 18))],
    },
  ],
};

function show(type: number, settings: Record<string, unknown> = {}, shown = view) {
  return render(
    <CollectionViewContext value={new ProvidedCollectionView(shown)}>
      <BlockView block={{ id: 'b1', type, settings }} />
    </CollectionViewContext>,
  );
}

describe('a collection block with items', () => {
  it('summary shows the latest posts as cards linking to their pages', () => {
    const { container } = show(20, { variant: 'list', showAuthor: true });
    const region = screen.getByRole('region', { name: 'Summary' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Oak <b>news</b>', '/blog/oak-b-news-b-'],
      ['Ash notes', '/blog/ash-notes'],
    ]);
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(region.textContent).toContain('November 25, 2026 · about a day ago · By Ann');
    expect(container.querySelector('img')?.style.objectPosition).toBe('20% 80%');
    expect(container.querySelector('.sb-item-list--list')).not.toBeNull();
    expect(region.textContent).not.toContain('No posts yet.');
  });

  it('a tag list shows only that tag’s posts, at most the items to show', () => {
    show(28, { tag: 'ash' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Ash notes',
    ]);
    cleanup();
    show(20, { itemsToShow: 1 });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('the tag cloud and the archive link to the collection’s filtered lists', () => {
    show(14);
    expect(screen.getByRole('link', { name: 'Oak (2)' }).getAttribute('href')).toBe(
      '/blog?tag=Oak',
    );
    cleanup();
    show(61);
    expect(screen.getByRole('link', { name: 'November 2026 (1)' }).getAttribute('href')).toBe(
      '/blog?month=2026-11',
    );
    expect(screen.getByRole('link', { name: 'October 2026 (1)' })).toBeTruthy();
  });

  it('the calendar puts the month’s events on their days, tour dates list them', () => {
    show(26, { collection: '/events' });
    const table = screen.getByRole('table', { name: 'November 2026' });
    const fair = within(table).getByRole('link', { name: 'Fair' });
    expect(fair.closest('td')?.textContent).toBe('28Fair');
    cleanup();
    show(59, { collection: '/events' });
    expect(screen.getByRole('link', { name: 'Fair' }).getAttribute('href')).toBe('/events/fair');
  });

  it('keeps its empty state for a collection with nothing to show, or none at its path', () => {
    show(28, { tag: 'elm' });
    expect(screen.getByText('No posts yet.')).toBeTruthy();
    cleanup();
    show(20, { collection: '/nowhere' });
    expect(screen.getByText('No posts yet.')).toBeTruthy();
  });
});
