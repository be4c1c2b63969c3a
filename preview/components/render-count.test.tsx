// @vitest-environment jsdom
// Each block subscribes to its own node: an edit re-renders the edited block and nothing else,
// the site header's and footer's navigation lists included.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../shared/document/schema';
import { PreviewStoreContext } from '../../site/components/store-context';
import {
  applyDocumentPatches,
  createPreviewStore,
  loadDocument,
  selectBlock,
} from '../../site/store';
import { edit, frameTestSite } from '../../site/test-site';
import { PreviewApp } from './PreviewApp';

const renders = new Map<string, number>();
/** Renders of the header's and footer's navigation lists, by class name. */
const navRenders = new Map<string, number>();

vi.mock('../../blocks/BlockView', () => ({
  BlockView: ({ block }: { readonly block: Block }) => {
    renders.set(block.id, (renders.get(block.id) ?? 0) + 1);
    return <p>{block.id}</p>;
  },
}));

vi.mock('../../blocks/site-chrome/NavList', () => ({
  NavList: ({ className }: { readonly className: string }) => {
    navRenders.set(className, (navRenders.get(className) ?? 0) + 1);
    return <ul className={className} />;
  },
}));

afterEach(() => {
  cleanup();
  renders.clear();
  navRenders.clear();
});

function mounted() {
  const store = createPreviewStore();
  loadDocument(store, frameTestSite(), 'home', null);
  render(
    <PreviewStoreContext value={store}>
      <PreviewApp navigate={() => {}} />
    </PreviewStoreContext>,
  );
  renders.clear();
  navRenders.clear();
  return store;
}

describe('re-render scope', () => {
  it('a settings patch re-renders only that block', () => {
    const store = mounted();
    const [, patches] = edit(store.getState().site!, (draft) => {
      draft.pages[0]!.sections[0]!.blocks[0]!.settings.text = 'Hi';
    });
    act(() => {
      applyDocumentPatches(store, patches);
    });
    expect(Object.fromEntries(renders)).toEqual({ title: 1 });
    expect(navRenders.size).toBe(0);
  });

  it('renaming a page in the navigation re-renders the header navigation', () => {
    const store = mounted();
    const [, patches] = edit(store.getState().site!, (draft) => {
      draft.pages[1]!.title = 'Our story';
    });
    act(() => {
      applyDocumentPatches(store, patches);
    });
    expect(Object.fromEntries(navRenders)).toEqual({ 'sb-nav-list': 1 });
  });

  it('a selection change re-renders the two blocks involved', () => {
    const store = mounted();
    act(() => selectBlock(store, 'title'));
    act(() => selectBlock(store, 'later'));
    expect(Object.fromEntries(renders)).toEqual({ title: 2, later: 1 });
  });

  it('inserting a block renders just the new one', () => {
    const store = mounted();
    const [, patches] = edit(store.getState().site!, (draft) => {
      draft.pages[0]!.sections[0]!.blocks.splice(1, 0, { id: 'new', type: 47, settings: {} });
    });
    act(() => {
      applyDocumentPatches(store, patches);
    });
    expect(Object.fromEntries(renders)).toEqual({ new: 1 });
  });

  it('an edit on another page renders nothing', () => {
    const store = mounted();
    const [, patches] = edit(store.getState().site!, (draft) => {
      draft.pages[1]!.sections[0]!.blocks[0]!.settings.text = 'Elsewhere';
    });
    act(() => {
      applyDocumentPatches(store, patches);
    });
    expect(renders.size).toBe(0);
  });

  it('moving a section re-renders no block', () => {
    const store = mounted();
    const [, patches] = edit(store.getState().site!, (draft) => {
      draft.pages[0]!.sections.reverse();
    });
    act(() => {
      applyDocumentPatches(store, structuredClone(patches));
    });
    expect(renders.size).toBe(0);
  });

  it('the same document sent again renders nothing', () => {
    const store = mounted();
    act(() => {
      loadDocument(store, frameTestSite(), 'home', null);
    });
    expect(renders.size).toBe(0);
  });
});
