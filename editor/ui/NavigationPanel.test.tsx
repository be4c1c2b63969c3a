// @vitest-environment jsdom
// The navigation panel and the footer through the real store: a keyboard move is made and
// announced, a folder's behaviour is saved, and a block added while "Footer" is chosen lands in
// the footer's sections.
import { DndContext } from '@dnd-kit/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBlockSchema } from '../../blocks/schemas';
import { configureBlocks, useEditor } from '../store';
import { navSite } from '../store/actions/nav-testing';
import { EditorProvider, type EditorServices } from './context';
import { NavigationPanel } from './NavigationPanel';
import { PagesPanel } from './PagesPanel';
import { Palette } from './Palette';
import { signInAs } from './test-helpers';

const services: EditorServices = {
  blockSchema: getBlockSchema,
  hasUnsavedChanges: () => false,
  saveNow: vi.fn(async () => true),
  discardChanges: vi.fn(),
  connectFrame: () => () => undefined,
  navigate: vi.fn(),
};

const state = () => useEditor.getState();
const mainIds = () =>
  state().site.navigation.main.map((item) =>
    item.kind === 'folder' ? [item.id, item.items.map((child) => child.id)] : item.id,
  );

function show(ui: ReactElement) {
  render(
    <EditorProvider store={useEditor} services={services}>
      {ui}
    </EditorProvider>,
  );
}

function openPanel() {
  show(<NavigationPanel />);
  fireEvent.click(screen.getByRole('button', { name: 'Site navigation' }));
  return screen.getByRole('region', { name: 'Main navigation' });
}

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 0));
  configureBlocks(getBlockSchema);
  signInAs('admin');
  state().load(navSite(), 1); // main: Home, folder More [About], link Blog
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NavigationPanel', () => {
  it('points its toggle at the panel only while the panel is there (no dangling aria-controls)', () => {
    show(<NavigationPanel />);
    const toggle = screen.getByRole('button', { name: 'Site navigation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.hasAttribute('aria-controls')).toBe(false);
    fireEvent.click(toggle);
    const controlled = toggle.getAttribute('aria-controls') ?? '';
    const main = screen.getByRole('region', { name: 'Main navigation' });
    expect(document.getElementById(controlled)?.contains(main)).toBe(true);
  });

  it('moves an entry with Alt+Arrow Down and announces where it went', () => {
    const main = openPanel();
    fireEvent.keyDown(within(main).getByRole('button', { name: 'Move HOME' }), {
      key: 'ArrowDown',
      altKey: true,
    });
    expect(mainIds()).toEqual(
      ['n-more', 'n-home', 'n-blog'].map((id) => (id === 'n-more' ? ['n-more', ['n-about']] : id)),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'HOME moved to position 2 of 3 in the Main navigation.',
    );
    fireEvent.click(within(main).getByRole('button', { name: 'Move Blog up' }));
    expect(mainIds()[1]).toBe('n-blog');
    expect(screen.getByRole('status').textContent).toBe(
      'Blog moved to position 2 of 3 in the Main navigation.',
    );
    state().undo();
    expect(mainIds()[1]).toBe('n-home');
  });

  it('adds a folder with the behaviour chosen, and saves a change of behaviour', () => {
    const main = openPanel();
    const form = within(main).getByRole('form', { name: 'Add to the main navigation' });
    fireEvent.change(within(form).getByLabelText('Add'), { target: { value: 'folder' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Collections' } });
    fireEvent.change(within(form).getByLabelText('When clicked'), { target: { value: 'none' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    const added = state().site.navigation.main.at(-1);
    expect(added).toMatchObject({ kind: 'folder', title: 'Collections', behavior: 'none' });
    expect(within(main).getByText('Folder, not clickable')).toBeTruthy();

    fireEvent.click(within(main).getByRole('button', { name: 'Edit Collections' }));
    const edit = within(main).getByRole('form', { name: 'Edit Collections' });
    fireEvent.change(within(edit).getByLabelText('When clicked'), {
      target: { value: 'redirect' },
    });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(state().site.navigation.main.at(-1)).toMatchObject({ behavior: 'redirect' });
  });

  it('puts a page into a folder and takes it out again', () => {
    const main = openPanel();
    const home = main.querySelector('[data-nav-entry="n-home"]') as HTMLElement;
    fireEvent.change(within(home).getByLabelText('In folder'), { target: { value: 'n-more' } });
    expect(mainIds()).toEqual([['n-more', ['n-about', 'n-home']], 'n-blog']);
    const moved = main.querySelector('[data-nav-entry="n-home"]') as HTMLElement;
    fireEvent.change(within(moved).getByLabelText('In folder'), { target: { value: '' } });
    expect(mainIds()).toEqual([['n-more', ['n-about']], 'n-home', 'n-blog']);
  });

  it('refuses a social link that is not https, and keeps one that is', () => {
    openPanel();
    const address = screen.getByLabelText('Social link address');
    fireEvent.change(address, { target: { value: 'http://example.com/me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add social link' }));
    expect(state().site.footer.socialLinks).toEqual([]);
    fireEvent.change(address, { target: { value: 'https://instagram.com/juniper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add social link' }));
    expect(state().site.footer.socialLinks.map((link) => link.url)).toEqual([
      'https://instagram.com/juniper',
    ]);
  });
});

describe('the footer in the editor', () => {
  it('a block added from the palette while "Footer" is chosen lands in the footer', async () => {
    show(
      <DndContext>
        <PagesPanel />
        <Palette />
      </DndContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Footer' }));
    expect(screen.getByRole('button', { name: 'Footer' }).getAttribute('aria-current')).toBe(
      'true',
    );
    const palette = screen.getByRole('region', { name: 'Add block' });
    await act(async () => {
      fireEvent.click(within(palette).getAllByRole('button', { name: 'Button' })[0]!);
    });
    const footerBlocks = state().site.footer.sections.flatMap((s) => s.blocks);
    expect(footerBlocks.map((b) => b.type)).toEqual([53]);
    expect(state().site.pages.flatMap((p) => p.sections)).toEqual([]);
    expect(state().selectedBlockId).toBe(footerBlocks[0]!.id);
  });
});
