// @vitest-environment jsdom
// A list field while another language is edited: each item's texts, named by their item, edit
// that language's translation with the plain fields' marks; adding, removing, moving and the
// items' other settings are not offered, and a note says where they are done.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreApi } from 'zustand';
import { getBlockSchema } from '../../../blocks/schemas';
import { BlockType } from '../../../shared/codes/block-types';
import { block } from '../../../shared/document/fixtures';
import { translateSite } from '../../../shared/document/translate';
import { setSiteLanguages } from '../../i18n/site-language';
import { configureBlocks, useEditor } from '../../store';
import type { EditorState } from '../../store/types';
import { SettingsPanel } from '../SettingsPanel';
import { renderEditor, testSite } from '../test-helpers';

const schemaOf = (type: number) => getBlockSchema(type);
const PANELS = [
  { id: 'p1', title: 'Shipping', body: 'Two days.' },
  { id: 'p2', title: 'Returns', body: 'Thirty days.' },
];
const NOT_TRANSLATED = 'Not translated: shows the English words';

function renderPanel() {
  return renderEditor(<SettingsPanel />, {
    store: useEditor as unknown as StoreApi<EditorState>,
    services: { blockSchema: schemaOf },
  });
}

const panelsIn = (language: string) =>
  translateSite(useEditor.getState().site, language).pages[0]!.sections[0]!.blocks[0]!.settings
    .items as { title: string }[];

beforeEach(() => {
  configureBlocks(schemaOf);
  setSiteLanguages([
    { code: 'en-US', isDefault: true },
    { code: 'fr-FR', isDefault: false },
  ]);
  useEditor.getState().load(testSite([block('acc', BlockType.accordion, { items: PANELS })]), 1);
  useEditor.getState().select('acc');
});
afterEach(() => {
  cleanup();
  useEditor.getState().setEditingLanguage(null);
});

describe('a list field in another language', () => {
  it('offers the items’ structure in the default language', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'Add panel' })).toBeTruthy();
    expect(screen.queryByText(/are added, removed and ordered/)).toBeNull();
  });

  it('shows each item’s texts by its name, marked until translated, and nothing else', () => {
    useEditor.getState().setEditingLanguage('fr-FR');
    renderPanel();
    const list = screen.getByRole('group', { name: /^Panels/ });
    expect(within(list).getByText(/Panels are added, removed and ordered in English/)).toBeTruthy();
    expect(within(list).queryByRole('button')).toBeNull();
    const first = within(list).getByRole('group', { name: 'Panel 1: Shipping' });
    const second = within(list).getByRole('group', { name: 'Panel 2: Returns' });
    expect((within(first).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Shipping',
    );
    expect(within(second).getAllByText(NOT_TRANSLATED)).toHaveLength(2);
    // In reading (and so Tab) order: each panel's title, then its text; all reachable.
    const controls = Array.from(list.querySelectorAll<HTMLElement>('input, textarea, button'));
    expect(controls).toHaveLength(4);
    expect(controls.every((control) => control.tabIndex >= 0)).toBe(true);
    expect(controls[0]).toBe(within(first).getByRole('textbox', { name: 'Title' }));
    expect(controls[3]).toBe(within(second).getByRole('textbox', { name: 'Text' }));
  });

  it('writes typed words as the translation of that item, and the default language keeps its own', () => {
    useEditor.getState().setEditingLanguage('fr-FR');
    renderPanel();
    const second = screen.getByRole('group', { name: 'Panel 2: Returns' });
    const title = within(second).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    title.focus();
    fireEvent.input(title, { target: { value: 'Retours' } });
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole('group', { name: 'Panel 2: Retours' })).toBeTruthy();
    expect(within(second).getAllByText(NOT_TRANSLATED)).toHaveLength(1);
    expect(panelsIn('fr-FR').map((panel) => panel.title)).toEqual(['Shipping', 'Retours']);
    expect(panelsIn('en-US').map((panel) => panel.title)).toEqual(['Shipping', 'Returns']);

    act(() => useEditor.getState().setEditingLanguage(null));
    expect(title.isConnected).toBe(false);
    expect(screen.getByRole('button', { name: 'Add panel' })).toBeTruthy();
  });
});

describe('a list inside a list item in another language', () => {
  it('shows the inner items’ texts too and writes their translation by both ids', () => {
    const menu = getBlockSchema(BlockType.menu)!;
    useEditor
      .getState()
      .load(testSite([block('menu', BlockType.menu, structuredClone(menu.defaults))]), 1);
    useEditor.getState().select('menu');
    useEditor.getState().setEditingLanguage('fr-FR');
    renderPanel();
    const coffee = screen.getByRole('group', { name: 'Section 1: Coffee' });
    const espresso = within(coffee).getByRole('group', { name: 'Item 1: Espresso' });
    expect(within(espresso).queryByRole('textbox', { name: 'Dietary tags' })).toBeNull();
    fireEvent.input(within(espresso).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Expresso' },
    });
    expect(useEditor.getState().site.translations?.['fr-FR']?.blocks?.menu).toEqual({
      'sections.sample-coffee.items.sample-espresso.name': 'Expresso',
    });
    expect(within(coffee).getByRole('group', { name: 'Item 1: Expresso' })).toBeTruthy();
  });
});
