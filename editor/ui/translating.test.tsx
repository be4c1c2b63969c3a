// @vitest-environment jsdom
// Editing another language than the default: the settings panel shows and writes that language's
// words (the real store routes a text to its translation), marks what it has not translated yet,
// and shares every other setting.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { StoreApi } from 'zustand';
import type { BlockSchemaDefinition } from '../../blocks/types';
import { translateSite } from '../../shared/document/translate';
import { setSiteLanguages } from '../i18n/site-language';
import { configureBlocks, useEditor } from '../store';
import { BUTTON } from '../store/test-site';
import type { EditorState } from '../store/types';
import { BlockDnd } from './BlockDnd';
import { Outline } from './Outline';
import { PagesPanel } from './PagesPanel';
import { SettingsPanel } from './SettingsPanel';
import { renderEditor, testSite } from './test-helpers';

const buttonSchema: BlockSchemaDefinition = {
  type: BUTTON,
  schema: z.object({ label: z.string().min(1, 'Enter a label.'), url: z.string() }),
  defaults: { label: 'Learn more', url: '#' },
  fields: [
    { key: 'label', label: 'Label', kind: 'text' },
    { key: 'url', label: 'Link', kind: 'url' },
  ],
};
const schemaOf = (type: number) => (type === BUTTON ? buttonSchema : undefined);

function renderPanel(panel = <SettingsPanel />) {
  return renderEditor(panel, {
    // The real store: its setState takes immer recipes too, which the panel never calls.
    store: useEditor as unknown as StoreApi<EditorState>,
    services: { blockSchema: schemaOf },
  });
}

const NOT_TRANSLATED = 'Not translated: shows the English words';
const frameLabel = (language: string) =>
  translateSite(useEditor.getState().site, language).pages[0]!.sections[0]!.blocks[0]!.settings
    .label;

beforeEach(() => {
  configureBlocks(schemaOf);
  setSiteLanguages([
    { code: 'en-US', isDefault: true },
    { code: 'fr-FR', isDefault: false },
  ]);
  useEditor.getState().load(testSite(), 1);
  useEditor.getState().select('b1');
});
afterEach(() => {
  cleanup();
  useEditor.getState().setEditingLanguage(null);
});

describe('the settings panel in another language', () => {
  it('shows the default language’s words and no marks while the default is edited', () => {
    renderPanel();
    expect((screen.getByLabelText('Label') as HTMLInputElement).value).toBe('Learn more');
    expect(screen.queryByText(NOT_TRANSLATED)).toBeNull();
  });

  it('marks an untranslated text, writes the typed words as the translation, and shares links', () => {
    useEditor.getState().setEditingLanguage('fr-FR');
    renderPanel();
    expect(screen.getByText(/texts are its translation/).textContent).toContain(
      'Editing French (France)',
    );
    const label = screen.getByLabelText('Label') as HTMLInputElement;
    expect(label.value).toBe('Learn more');
    expect(screen.getByText(NOT_TRANSLATED)).toBeTruthy();

    fireEvent.input(label, { target: { value: 'En savoir plus' } });
    expect(screen.queryByText(NOT_TRANSLATED)).toBeNull();
    expect(frameLabel('fr-FR')).toBe('En savoir plus');
    expect(frameLabel('en-US')).toBe('Learn more');

    fireEvent.input(screen.getByLabelText('Link'), { target: { value: '/shop' } });
    const settings = useEditor.getState().site.pages[0]!.sections[0]!.blocks[0]!.settings;
    expect(settings.url).toBe('/shop');

    act(() => {
      useEditor.getState().undo();
      useEditor.getState().undo();
    });
    expect(label.value).toBe('Learn more');
    expect(screen.getByText(NOT_TRANSLATED)).toBeTruthy();
  });

  it('shows the translation already written, and the default’s words again back in English', () => {
    useEditor.getState().setEditingLanguage('fr-FR');
    useEditor.getState().updateBlockSettings('b1', 'label', 'Découvrir');
    renderPanel();
    const label = screen.getByLabelText('Label') as HTMLInputElement;
    expect(label.value).toBe('Découvrir');
    act(() => useEditor.getState().setEditingLanguage(null));
    expect(label.value).toBe('Learn more');
  });
});

describe('the pages panel in another language', () => {
  it('shows each page’s title in it, or that it is not translated, and renames it there only', () => {
    useEditor.getState().setEditingLanguage('fr-FR');
    renderPanel(<PagesPanel />);
    const about = screen.getByRole('button', { name: 'About' });
    expect(document.getElementById(about.getAttribute('aria-describedby')!)?.textContent).toBe(
      '/about · not translated',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rename page About' }));
    const title = screen.getByLabelText('Page title') as HTMLInputElement;
    expect(title.value).toBe('');
    expect(title.placeholder).toBe('About');
    fireEvent.change(title, { target: { value: 'À propos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByRole('button', { name: 'À propos' })).toBeTruthy();
    const site = useEditor.getState().site;
    expect(site.pages[1]).toMatchObject({ title: 'About', slug: 'about' });
    expect(translateSite(site, 'fr-FR').pages[1]!.title).toBe('À propos');
    act(() => useEditor.getState().setEditingLanguage(null));
    expect(screen.getByRole('button', { name: 'About' })).toBeTruthy();
  });
});

describe('the outline in another language', () => {
  it('names a block by its words in the language edited', () => {
    useEditor.getState().setEditingLanguage('fr-FR');
    useEditor.getState().updateBlockSettings('b1', 'label', 'Découvrir');
    renderPanel(
      <BlockDnd>
        <Outline />
      </BlockDnd>,
    );
    expect(screen.getByRole('button', { name: 'Move Button: Découvrir' })).toBeTruthy();
    act(() => useEditor.getState().setEditingLanguage(null));
    expect(screen.getByRole('button', { name: 'Move Button: Learn more' })).toBeTruthy();
  });
});
