// @vitest-environment jsdom
// In the editor's frame the collection blocks read the view from the server once per address,
// and again when the editor says the collections changed; what shows stays until the new view
// comes.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBlog, testCard, testView } from '../../shared/content/collection-view-fixtures';
import { forgetCollectionViews, refreshCollectionViews, useCollectionView } from './view-context';

afterEach(() => {
  cleanup();
  forgetCollectionViews();
  vi.unstubAllGlobals();
});

const viewOf = (titles: string[]) => testView([testBlog(titles.map((title) => testCard(title)))]);

function Titles() {
  const view = useCollectionView();
  const titles = view?.collections[0]?.items.map((item) => item.title) ?? [];
  return <p>{view ? `Shown: ${titles.join(', ')}` : 'Loading'}</p>;
}

describe('the frame’s collection view', () => {
  it('loads once, and again after a change, keeping the old view until then', async () => {
    let answer = viewOf(['First']);
    const fetched = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    render(<Titles />);
    await screen.findByText('Shown: First');
    render(<Titles />);
    expect(fetched).toHaveBeenCalledTimes(1);
    answer = viewOf(['Second', 'First']);
    act(() => refreshCollectionViews());
    expect(screen.getAllByText('Shown: First')).toHaveLength(2);
    expect(await screen.findAllByText('Shown: Second, First')).toHaveLength(2);
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(String(fetched.mock.calls[1]?.[0 as never])).toContain('/api/collection-view');
  });
});
