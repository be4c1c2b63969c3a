import { describe, expect, it } from 'vitest';
import { testCard } from '../../../shared/content/collection-view-fixtures';
import { itemChoices } from './use-item-subject';

describe('itemChoices', () => {
  it('lists every item of every collection by collection and title, keyed by id and slug', () => {
    const collection = (id: string, title: string, items: string[]) => ({
      id,
      type: 'blog' as const,
      title,
      path: `/${id}`,
      pageSize: 10,
      nesting: [],
      items: items.map((name) => testCard(name)),
    });
    expect(
      itemChoices([
        collection('c1', 'Journal', ['First post', 'Second post']),
        collection('c2', 'Shows', []),
        collection('c3', 'Notes', ['Walk']),
      ]),
    ).toEqual([
      { value: 'c1/first-post', label: 'Journal: First post' },
      { value: 'c1/second-post', label: 'Journal: Second post' },
      { value: 'c3/walk', label: 'Notes: Walk' },
    ]);
  });
});
