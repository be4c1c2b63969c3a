// @vitest-environment jsdom
// The Comments block (16) with a collection to read: the item it points at (the newest by
// default) linked, and that item's approved comments with their count, loaded after the page as
// under the item's own page; nothing of them when the site turns comments off.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommentList } from '../../shared/api/comments';
import { TEST_NOW, testBlogView, testCard } from '../../shared/content/collection-view-fixtures';
import { BlockView } from '../BlockView';
import { CollectionViewContext, ProvidedCollectionView } from './view-context';

const view = (commentsEnabled: boolean) =>
  testBlogView([testCard('Kiln day', { id: 'p2' }), testCard('First firing', { id: 'p1' })], {
    commentsEnabled,
  });

const LIST: CommentList = {
  comments: [
    {
      id: 'c1',
      parentId: null,
      authorName: 'Ana <b>',
      fromOwner: false,
      body: 'Lovely <script>alert(1)</script>',
      createdAt: TEST_NOW - 3_600_000,
    },
  ],
  count: 1,
  open: false,
  withoutAccount: false,
};

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      return new Response(JSON.stringify(LIST), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(settings: Record<string, unknown>, commentsEnabled = true) {
  return render(
    <CollectionViewContext value={new ProvidedCollectionView(view(commentsEnabled))}>
      <BlockView block={{ id: 'k1', type: 16, settings }} />
    </CollectionViewContext>,
  );
}

describe('the Comments block', () => {
  it('shows the newest item’s approved comments, escaped, with their count', async () => {
    show({});
    const region = screen.getByRole('region', { name: 'Comments' });
    expect(within(region).getByRole('link', { name: 'Kiln day' }).getAttribute('href')).toBe(
      '/blog/kiln-day',
    );
    expect(await within(region).findByRole('heading', { name: '1 Comment' })).toBeTruthy();
    expect(region.textContent).toContain('Lovely <script>alert(1)</script>');
    expect(region.querySelector('script')).toBeNull();
    expect(within(region).getByText('Ana <b>')).toBeTruthy();
    expect(asked).toEqual(['/api/comments/b/p2']);
    // Comments only: the like button is the item page's.
    expect(within(region).queryByRole('button', { name: /Like/ })).toBeNull();
    expect(region.textContent).not.toContain('Comments from visitors will show here.');
  });

  it('reads the item its settings name', async () => {
    show({ item: 'first-firing' });
    expect(await screen.findByRole('heading', { name: '1 Comment' })).toBeTruthy();
    expect(asked).toEqual(['/api/comments/b/p1']);
  });

  it('shows no comment when the site turns comments off', () => {
    show({}, false);
    const region = screen.getByRole('region', { name: 'Comments' });
    expect(region.textContent).toContain('Comments are turned off on this site.');
    expect(within(region).queryByRole('heading', { name: /Comment/ })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('keeps its empty state for an item no visitor may see', () => {
    show({ item: 'draft-post' });
    expect(screen.getByText('No Comments')).toBeTruthy();
    expect(screen.getByText('Comments from visitors will show here.')).toBeTruthy();
  });
});
