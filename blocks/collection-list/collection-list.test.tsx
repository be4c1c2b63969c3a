// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockView } from '../BlockView';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const list = (type: number, settings: Record<string, unknown> = {}) => ({
  id: 'l1',
  type,
  settings,
});

// Every collection list at its defaults: the region's name, what a visitor reads, the muted line.
const LISTS = [
  [7, 'Journal', 'No posts yet.', "Your journal's latest posts will show here."],
  [11, 'Index', 'No pages yet.', 'The pages of this index will show here.'],
  [12, 'Collection link', null, 'Links to the collection at /blog.'],
  [14, 'Tag cloud', 'No tags yet.', 'Your tags will show here.'],
  [16, 'Comments', 'No Comments', 'Comments from visitors will show here.'],
  [17, 'Folder', 'No pages yet.', 'The pages in this folder will show here.'],
  [20, 'Summary', 'No posts yet.', 'Summary — your latest posts will show here as a grid.'],
  [26, 'Calendar', 'No events this month.', 'Events will show on these days.'],
  [27, 'Posts by author', 'No posts yet.', 'Posts by the author you choose will show here.'],
  [28, 'Posts by tag', 'No posts yet.', 'Posts with the tag you choose will show here.'],
  [29, 'Posts by category', 'No posts yet.', 'Posts in the category you choose will show here.'],
  [30, 'Posts by month', 'No posts yet.', 'Posts from November 2026 will show here.'],
  [49, 'RSS feed', null, 'The feed of /blog, for feed readers.'],
  [55, 'Summary', 'No posts yet.', 'Summary — your latest posts will show here as a grid.'],
  [59, 'Tour dates', 'No upcoming shows.', 'Upcoming tour dates will show here.'],
  [60, 'Album', 'No tracks yet.', 'Album tracks will show here (up to 60).'],
  [61, 'Archive', 'No posts yet.', 'Posts by month will show here.'],
] as const;

describe('collection list', () => {
  it.each(LISTS)(
    'type %i (%s) says what will show and what a visitor reads',
    (type, name, empty, hint) => {
      render(<BlockView block={list(type, type === 30 ? { month: '11', year: 2026 } : {})} />);
      const region = screen.getByRole('region', { name });
      if (empty !== null) expect(within(region).getByText(empty)).toBeTruthy();
      expect(within(region).getByText(hint).className).toBe('sb-collection-hint');
      expect(region.textContent).not.toMatch(/editor|settings/i);
      for (const skeleton of region.querySelectorAll('.sb-skeleton')) {
        expect(skeleton.getAttribute('aria-hidden')).toBe('true');
      }
    },
  );

  it.each([
    ['grid', 3],
    ['wall', 5],
    ['carousel', 4],
    ['list', 3],
  ])('summary in the %s design draws %i placeholder cards shaped like it', (variant, count) => {
    const { container } = render(<BlockView block={list(20, { variant })} />);
    const skeleton = container.querySelector('.sb-skeleton');
    expect(skeleton?.className).toBe(`sb-skeleton sb-skeleton--${variant}`);
    expect(skeleton?.children).toHaveLength(count);
    expect(
      screen.getByText(`Summary — your latest posts will show here as a ${variant}.`),
    ).toBeTruthy();
  });

  it('never draws more placeholders than the items it will show', () => {
    const { container } = render(
      <BlockView block={list(55, { variant: 'wall', itemsToShow: 2 })} />,
    );
    expect(container.querySelector('.sb-skeleton')?.children).toHaveLength(2);
  });

  it.each([
    [{}, 4],
    [{ showExcerpt: false, showDate: false }, 1],
    [{ showAuthor: true }, 5],
  ])('a summary card with %j draws %i text lines', (toggles, lines) => {
    const { container } = render(<BlockView block={list(20, toggles)} />);
    const card = container.querySelector('.sb-skeleton-item');
    expect(card?.querySelectorAll('.sb-skeleton-line')).toHaveLength(lines);
  });

  it.each([
    [28, { tag: 'linen' }, 'Posts tagged “linen” will show here.'],
    [29, { category: 'Studio' }, 'Posts in the category “Studio” will show here.'],
    [27, { author: 'Ada' }, 'Posts by Ada will show here.'],
    [30, { month: '2', year: 2025 }, 'Posts from February 2025 will show here.'],
  ])('type %i with %j reads %s', (type, settings, hint) => {
    render(<BlockView block={list(type, settings)} />);
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it('shows the owner’s title as a heading', () => {
    render(<BlockView block={list(14, { title: 'Topics' })} />);
    const region = screen.getByRole('region', { name: 'Topics' });
    expect(within(region).getByRole('heading', { name: 'Topics' })).toBeTruthy();
  });

  it.each([
    [12, {}, 'Blog', '/blog'],
    [12, { collection: '/spring-news', title: '' }, 'Spring news', '/spring-news'],
    [12, { title: 'Read the journal' }, 'Read the journal', '/blog'],
    [49, { collection: '/journal' }, 'Subscribe by RSS', '/journal/rss.xml'],
  ])('type %i with %j links "%s" to %s', (type, settings, name, href) => {
    render(<BlockView block={list(type, settings)} />);
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('falls back to the default collection when the stored one is unsafe', () => {
    render(<BlockView block={list(12, { collection: 'javascript:alert(1)' })} />);
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('draws the current month in the site’s time zone with today marked', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T03:00:00Z'));
    render(<BlockView block={list(26)} />);
    const table = screen.getByRole('table', { name: 'November 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const today = table.querySelector('[aria-current="date"]');
    expect(today?.textContent).toBe('30');
    expect(screen.getByText('Events will show on these days.')).toBeTruthy();
  });
});
