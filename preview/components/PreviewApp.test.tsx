// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewStoreContext } from '../../site/components/store-context';
import {
  applyDocumentPatches,
  createPreviewStore,
  loadDocument,
  type PreviewStatus,
  selectBlock,
} from '../../site/store';
import { edit, frameTestSite } from '../../site/test-site';
import { PreviewApp } from './PreviewApp';

afterEach(cleanup);

function mount(status: PreviewStatus = 'waiting') {
  const store = createPreviewStore(status);
  const view = render(
    <PreviewStoreContext value={store}>
      <PreviewApp navigate={() => {}} />
    </PreviewStoreContext>,
  );
  return { store, ...view };
}

describe('PreviewApp', () => {
  it.each([
    ['loading', 'Loading the page…'],
    ['waiting', 'Loading the page…'],
  ] as const)('explains the %s state', (status, text) => {
    mount(status);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('renders the page: sections with padding and radius, blocks with id and type', () => {
    const { store, container } = mount();
    act(() => {
      loadDocument(store, frameTestSite(), 'home', null);
    });
    const main = screen.getByRole('main');
    const sections = [...main.querySelectorAll<HTMLElement>('section[data-section-id]')];
    expect(sections.map((section) => section.dataset.sectionId)).toEqual(['s1', 's2']);
    expect(
      sections.map((s) => [s.style.paddingTop, s.style.paddingBottom, s.style.borderRadius]),
    ).toEqual([
      // The spec's preset, never under its floor, times the design's section spacing.
      [
        'calc(max(12%, 4rem) * var(--sb-section-spacing, 1))',
        'calc(max(12%, 4rem) * var(--sb-section-spacing, 1))',
        '22px',
      ],
      [
        'calc(max(3%, 1rem) * var(--sb-section-spacing, 1))',
        'calc(calc(max(3%, 1rem) * var(--sb-section-spacing, 1)) + var(--sb-divider-height))',
        '0px',
      ],
    ]);
    expect(
      sections.map(
        (s) => s.querySelector('svg.sb-divider')?.getAttribute('data-divider') ?? undefined,
      ),
    ).toEqual([undefined, 'rounded']);
    const blocks = [...container.querySelectorAll<HTMLElement>('[data-block-id]')];
    expect(blocks.map((block) => [block.dataset.blockId, block.dataset.blockType])).toEqual([
      ['title', '2'],
      ['cta', '53'],
      ['later', '43'],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop now' })).toBeTruthy();
    expect(screen.getByText("Choose a product in the block's settings.")).toBeTruthy();
  });

  it('marks the selected block for the CSS outline', () => {
    const { store, container } = mount();
    act(() => {
      loadDocument(store, frameTestSite(), 'home', 'title');
    });
    const selected = () =>
      [...container.querySelectorAll<HTMLElement>('[data-selected]')].map(
        (el) => el.dataset.blockId,
      );
    expect(selected()).toEqual(['title']);
    act(() => selectBlock(store, 'cta'));
    expect(selected()).toEqual(['cta']);
    act(() => selectBlock(store, null));
    expect(selected()).toEqual([]);
  });

  it('updates the DOM synchronously with a patch, and shows inserted blocks', () => {
    const { store, container } = mount();
    act(() => {
      loadDocument(store, frameTestSite(), 'home', null);
    });
    const [, patches] = edit(store.getState().site!, (draft) => {
      draft.pages[0]!.sections[0]!.blocks[1]!.settings.label = 'Buy it';
      draft.pages[0]!.sections[1]!.blocks.push({ id: 'gap', type: 21, settings: { height: 80 } });
    });
    act(() => {
      applyDocumentPatches(store, patches);
    });
    expect(screen.getByRole('link', { name: 'Buy it' })).toBeTruthy();
    expect(
      container.querySelector<HTMLElement>('[data-block-id="gap"] .sb-spacer')?.style.height,
    ).toBe('80px');
  });

  it('shows an invalid document and a missing page', () => {
    const { store } = mount();
    act(() => {
      loadDocument(store, { schemaVersion: 99 }, 'home', null);
    });
    expect(screen.getByRole('alert').textContent).toContain('This site could not be shown');
    act(() => {
      loadDocument(store, frameTestSite(), 'nowhere', null);
    });
    expect(screen.getByText('This page is not in the site any more.')).toBeTruthy();
  });
});
