import { describe, expect, it } from 'vitest';
import { block, page, section, site } from './fixtures';
import { textAt, textKeyAt, textPathOf } from './list-texts';
import type { Site } from './schema';
import {
  missingTranslations,
  pruneTranslations,
  setBlockTranslation,
  translateSite,
} from './translate';

const rich = { kind: 'rich', paragraphs: ['Ship'] };

function accordion(items: readonly Record<string, unknown>[]) {
  return site([
    page('home', [section('s1', [block('acc', 69, { items: [...items], icon: 'plus' })])]),
  ]);
}

const PANELS = [
  { id: 'p1', title: 'Shipping', body: 'Two days.' },
  { id: 'p2', title: 'Returns', body: '' },
];

const settingsOf = (doc: Site) => doc.pages[0]!.sections[0]!.blocks[0]!.settings;
const itemsOf = (doc: Site) => settingsOf(doc).items as Record<string, unknown>[];

/** The keys the blocks' definitions would give: each panel's title and body. */
const textKeys = (b: { settings: Record<string, unknown> }) =>
  (b.settings.items as { id: string }[]).flatMap((item) => [
    `items.${item.id}.title`,
    `items.${item.id}.body`,
  ]);

describe('list text keys', () => {
  it('names a text inside a list item by the list, the item’s id and the field', () => {
    const settings = { items: PANELS, menu: [{ id: 'm1', items: [{ id: 'i1', name: 'Tea' }] }] };
    expect(textKeyAt(settings, ['items', 1, 'title'])).toBe('items.p2.title');
    expect(textKeyAt(settings, ['menu', 0, 'items', 0, 'name'])).toBe('menu.m1.items.i1.name');
    expect(textKeyAt(settings, ['items', 5, 'title'])).toBeNull();
    expect(textKeyAt({ items: [{ title: 'No id' }] }, ['items', 0, 'title'])).toBeNull();
    expect(textPathOf(settings, 'menu.m1.items.i1.name')).toEqual(['menu', 0, 'items', 0, 'name']);
    expect(textPathOf(settings, 'items.gone.title')).toBeNull();
    expect(textAt(settings, 'items.p1.title')).toBe('Shipping');
  });

  it('finds an item whose id holds a dot', () => {
    const settings = { items: [{ id: 'a.b', title: 'Dotted' }] };
    expect(textPathOf(settings, textKeyAt(settings, ['items', 0, 'title'])!)).toEqual([
      'items',
      0,
      'title',
    ]);
  });
});

describe('translating texts inside lists', () => {
  it('puts a translated text into its item and leaves the rest of the block as it is', () => {
    const doc = setBlockTranslation(accordion(PANELS), 'fr-FR', 'acc', 'items.p2.title', 'Retours');
    const fr = settingsOf(translateSite(doc, 'fr-FR'));
    expect(fr.items).toEqual([PANELS[0], { ...PANELS[1], title: 'Retours' }]);
    expect((fr.items as unknown[])[0]).toBe(PANELS[0]);
    expect(fr.icon).toBe('plus');
    expect(itemsOf(doc)[1]!.title).toBe('Returns');
    expect(translateSite(doc, 'fr-FR')).toBe(translateSite(doc, 'fr-FR'));
  });

  it('keeps a translation with its item when the items are reordered', () => {
    const doc = setBlockTranslation(accordion(PANELS), 'fr-FR', 'acc', 'items.p1.title', 'Envoi');
    const reordered = accordion([PANELS[1]!, PANELS[0]!]);
    reordered.translations = doc.translations;
    expect(itemsOf(translateSite(reordered, 'fr-FR')).map((item) => item.title)).toEqual([
      'Returns',
      'Envoi',
    ]);
  });

  it('ignores a translation of another kind, of a missing item or of a missing field', () => {
    let doc = setBlockTranslation(accordion(PANELS), 'fr-FR', 'acc', 'items.p1.title', rich);
    doc = setBlockTranslation(doc, 'fr-FR', 'acc', 'items.gone.title', 'Rien');
    doc = setBlockTranslation(doc, 'fr-FR', 'acc', 'items.p1.missing', 'Rien');
    expect(settingsOf(translateSite(doc, 'fr-FR'))).toBe(settingsOf(doc));
  });

  it('translates texts inside a list of an item’s list', () => {
    const menu = site([
      page('home', [
        section('s1', [
          block('menu', 80, { sections: [{ id: 'm1', items: [{ id: 'i1', name: 'Tea' }] }] }),
        ]),
      ]),
    ]);
    const doc = setBlockTranslation(menu, 'fr-FR', 'menu', 'sections.m1.items.i1.name', 'Thé');
    const fr = settingsOf(translateSite(doc, 'fr-FR')) as {
      sections: { items: { name: string }[] }[];
    };
    expect(fr.sections[0]!.items[0]!.name).toBe('Thé');
  });
});

describe('pruning and counting texts inside lists', () => {
  it('drops the translations of an item that is gone, and keeps the others', () => {
    let doc = setBlockTranslation(accordion(PANELS), 'fr-FR', 'acc', 'items.p1.title', 'Envoi');
    doc = setBlockTranslation(doc, 'fr-FR', 'acc', 'items.p2.title', 'Retours');
    expect(pruneTranslations(doc)).toBe(doc);
    const removed = accordion([PANELS[0]!]);
    removed.translations = doc.translations;
    expect(pruneTranslations(removed).translations?.['fr-FR']?.blocks).toEqual({
      acc: { 'items.p1.title': 'Envoi' },
    });
    const none = accordion([{ id: 'p3', title: 'New', body: '' }]);
    none.translations = doc.translations;
    expect(pruneTranslations(none).translations?.['fr-FR']?.blocks).toBeUndefined();
  });

  it('counts each list text with words and no translation', () => {
    const doc = accordion(PANELS);
    expect(missingTranslations(doc, 'fr-FR', textKeys, 'home')).toEqual([
      { pageId: 'home', kind: 'page-title', id: 'home' },
      { pageId: 'home', kind: 'block', id: 'acc', key: 'items.p1.title' },
      { pageId: 'home', kind: 'block', id: 'acc', key: 'items.p1.body' },
      { pageId: 'home', kind: 'block', id: 'acc', key: 'items.p2.title' },
    ]);
    const translated = setBlockTranslation(doc, 'fr-FR', 'acc', 'items.p1.body', 'Deux jours.');
    expect(
      missingTranslations(translated, 'fr-FR', textKeys, 'home').map((text) => text.key),
    ).toEqual([undefined, 'items.p1.title', 'items.p2.title']);
  });
});
