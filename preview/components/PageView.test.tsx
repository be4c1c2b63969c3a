// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Site } from '../../shared/document/schema';
import { EMPTY_PAGE_HINT } from '../../site/components/PageView';
import { PreviewStoreContext } from '../../site/components/store-context';
import { applyDocumentPatches, createPreviewStore, loadDocument } from '../../site/store';
import { edit, frameTestSite } from '../../site/test-site';
import { PreviewApp } from './PreviewApp';

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.editing;
});

function show(site: Site, editing: boolean) {
  if (editing) document.documentElement.dataset.editing = '';
  const store = createPreviewStore('waiting');
  render(
    <PreviewStoreContext value={store}>
      <PreviewApp navigate={() => {}} />
    </PreviewStoreContext>,
  );
  act(() => {
    loadDocument(store, site, 'about', null);
  });
  return store;
}

const noSections = edit(frameTestSite(), (draft) => {
  draft.pages[1]!.sections = [];
})[0];
const emptySections = edit(frameTestSite(), (draft) => {
  draft.pages[1]!.sections[0]!.blocks = [];
})[0];

const hint = () => screen.queryByText(EMPTY_PAGE_HINT);

describe('the empty-page hint', () => {
  it('has the wording the editor panel uses', () => {
    expect(EMPTY_PAGE_HINT).toBe('This page is empty. Add a block from the “Add block” panel.');
  });

  it.each([
    ['no sections, in the editor', noSections, true, true],
    ['sections without blocks, in the editor', emptySections, true, true],
    ['a block, in the editor', frameTestSite(), true, false],
    ['no sections, for a visitor', noSections, false, false],
    ['sections without blocks, for a visitor', emptySections, false, false],
  ] as const)('a page with %s: hint shown = %s', (_case, site, editing, shown) => {
    show(site, editing);
    expect(hint() !== null).toBe(shown);
  });

  it('appears when the last block goes and leaves with the next one', () => {
    const store = show(frameTestSite(), true);
    const [emptied, removal] = edit(store.getState().site!, (draft) => {
      draft.pages[1]!.sections[0]!.blocks.pop();
    });
    act(() => applyDocumentPatches(store, removal));
    expect(hint()).not.toBeNull();
    const [, insert] = edit(emptied, (draft) => {
      draft.pages[1]!.sections[0]!.blocks.push({ id: 'gap', type: 21, settings: { height: 40 } });
    });
    act(() => applyDocumentPatches(store, insert));
    expect(hint()).toBeNull();
  });
});
