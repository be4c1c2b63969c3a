// @vitest-environment jsdom
// The outline's rows hold one subscription each to the editor's store (a row's block, whether
// it is selected and its words in the editing language, read together): a page's rows are
// many, and every subscription is kept for each (docs/performance.md).
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Outline } from './Outline';
import { button, fakeStore, renderEditor, testSite } from './test-helpers';

afterEach(cleanup);

function countingStore(blocks: number) {
  const site = testSite(Array.from({ length: blocks }, (_, i) => button(`b${i}`, `Label ${i}`)));
  const store = fakeStore({ site });
  let live = 0;
  const subscribe = store.subscribe;
  store.subscribe = (listener) => {
    live += 1;
    const unsubscribe = subscribe(listener);
    return () => {
      live -= 1;
      unsubscribe();
    };
  };
  return { store, live: () => live };
}

describe("the outline's subscriptions", () => {
  it('grow by one per row', () => {
    const few = countingStore(2);
    renderEditor(<Outline />, { store: few.store });
    const withTwo = few.live();
    cleanup();
    const many = countingStore(12);
    renderEditor(<Outline />, { store: many.store });
    expect(many.live() - withTwo).toBe(10);
  });

  it('a row still follows its selection and its label', () => {
    const { store } = countingStore(2);
    renderEditor(<Outline />, { store });
    const row = () => screen.getByRole('button', { name: 'Button: Label 1' });
    expect(row().getAttribute('aria-current')).toBeNull();
    act(() => store.setState({ selectedBlockId: 'b1' }));
    expect(row().getAttribute('aria-current')).toBe('true');
  });
});
