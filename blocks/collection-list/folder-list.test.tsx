// @vitest-environment jsdom
// The Index, Folder and Collection link blocks read the folder or collection at their path from
// the view (the same in the frame and on the live site); with none there they keep their empty
// state or plain link.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CollectionView } from '../../shared/content/collection-view';
import { testBlog, testCard, testView } from '../../shared/content/collection-view-fixtures';
import type { FolderShown } from '../../shared/content/folder-view';
import { BlockView } from '../BlockView';
import { CollectionViewContext, ProvidedCollectionView } from './view-context';

afterEach(cleanup);

const folder = (behavior: FolderShown['behavior'], href: string | null): FolderShown => ({
  path: '/work',
  title: 'Work',
  behavior,
  href,
  entries: [
    { id: 'n1', title: 'Chairs', href: '/chairs', newWindow: false },
    { id: 'n2', title: 'Shop', href: 'https://shop.example', newWindow: true },
  ],
});

const view = (folders: FolderShown[], items = [testCard('One'), testCard('Two')]) =>
  testView([testBlog(items, 'Journal')], { folders });

function show(type: number, settings: Record<string, unknown>, shown: CollectionView) {
  return render(
    <CollectionViewContext value={new ProvidedCollectionView(shown)}>
      <BlockView block={{ id: 'b1', type, settings }} />
    </CollectionViewContext>,
  );
}

const links = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the index and folder blocks', () => {
  it('an index shows the folder’s entries as tiles, outside links in a new window', () => {
    show(11, { collection: '/work' }, view([folder('index', '/work')]));
    const region = screen.getByRole('region', { name: 'Index' });
    expect(links(region)).toEqual([
      ['Chairs', '/chairs'],
      ['Shop', 'https://shop.example'],
    ]);
    expect(within(region).getByRole('link', { name: 'Shop' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(region.querySelectorAll('.sb-index-tile')).toHaveLength(2);
    expect(region.textContent).not.toContain('No pages yet.');
  });

  it('a folder shows its own entry by the clickable rule, then its entries', () => {
    show(17, { collection: '/work/' }, view([folder('redirect', '/chairs')]));
    const region = screen.getByRole('region', { name: 'Folder' });
    expect(links(region)[0]).toEqual(['Work', '/chairs']);
    cleanup();
    show(17, { collection: '/work' }, view([folder('none', null)]));
    const shown = screen.getByRole('region', { name: 'Folder' });
    expect(within(shown).queryByRole('link', { name: 'Work' })).toBeNull();
    expect(within(shown).getByText('Work').tagName).toBe('SPAN');
    expect(links(shown)).toEqual([
      ['Chairs', '/chairs'],
      ['Shop', 'https://shop.example'],
    ]);
  });

  it('keeps the empty state with no folder at its path, or an empty one', () => {
    show(17, { collection: '/more' }, view([folder('index', '/work')]));
    expect(screen.getByText('No pages yet.')).toBeTruthy();
    cleanup();
    show(11, { collection: '/work' }, view([{ ...folder('index', '/work'), entries: [] }]));
    expect(screen.getByText('No pages yet.')).toBeTruthy();
  });
});

describe('the collection link block', () => {
  it('leads to the collection under its title with how many items it shows', () => {
    show(12, { collection: '/blog' }, view([]));
    const region = screen.getByRole('region', { name: 'Collection link' });
    expect(links(region)).toEqual([['Journal', '/blog']]);
    expect(region.textContent).toContain('2 posts');
    cleanup();
    show(12, { collection: '/blog', title: 'Read on' }, view([], [testCard('One')]));
    expect(screen.getByRole('link', { name: 'Read on' })).toBeTruthy();
    expect(screen.getByText('1 post')).toBeTruthy();
    cleanup();
    show(12, { collection: '/blog' }, view([], []));
    expect(screen.getByText('No posts yet')).toBeTruthy();
  });

  it('is a plain link named from the path when no page holds a collection there', () => {
    show(12, { collection: '/spring-news' }, view([]));
    expect(screen.getByRole('link', { name: 'Spring news' }).getAttribute('href')).toBe(
      '/spring-news',
    );
    expect(screen.getByText('Links to the collection at /spring-news.')).toBeTruthy();
  });
});
