import { describe, expect, it } from 'vitest';
import { block, page, sampleSite, section, site } from './fixtures';
import { parseSite } from './parse';
import {
  missingTranslations,
  pruneTranslations,
  setBlockTranslation,
  setNavTranslation,
  setPageTranslation,
  translateSite,
} from './translate';

const rich = { kind: 'rich', paragraphs: ['Hello'] };

function twoPages() {
  const doc = site([
    page('home', [section('s1', [block('b1', 5, { label: 'Shop now', body: rich, size: 3 })])], {
      title: 'Home',
    }),
    page('about', [section('s2', [block('b2', 5, { label: 'Contact us' })])], { title: 'About' }),
  ]);
  doc.navigation.main.push({
    kind: 'link',
    id: 'nav-blog',
    title: 'Blog',
    url: 'https://example.com/blog',
    newWindow: false,
  });
  return doc;
}

const textKeys = () => ['label'];

describe('translateSite', () => {
  it('shows every translated word and the default language where there is none', () => {
    let doc = setBlockTranslation(twoPages(), 'fr-FR', 'b1', 'label', 'Acheter');
    doc = setPageTranslation(doc, 'fr-FR', 'home', { title: 'Accueil', seoTitle: 'Bienvenue' });
    doc = setNavTranslation(doc, 'fr-FR', 'nav-blog', 'Journal');
    const fr = translateSite(doc, 'fr-FR');
    expect(fr.pages[0]!.title).toBe('Accueil');
    expect(fr.pages[0]!.seo?.title).toBe('Bienvenue');
    expect(fr.pages[0]!.sections[0]!.blocks[0]!.settings.label).toBe('Acheter');
    expect(fr.pages[1]!.title).toBe('About');
    expect(fr.pages[1]!.sections[0]!.blocks[0]!.settings.label).toBe('Contact us');
    expect(fr.navigation.main.find((item) => item.id === 'nav-blog')).toMatchObject({
      title: 'Journal',
    });
    expect(translateSite(doc, 'de-DE')).toBe(doc);
    expect(translateSite(doc, 'fr-FR')).toBe(fr);
  });

  it('never changes what kind of value a setting holds', () => {
    let doc = setBlockTranslation(twoPages(), 'fr-FR', 'b1', 'size', 'huge');
    doc = setBlockTranslation(doc, 'fr-FR', 'b1', 'body', 'plain words');
    doc = setBlockTranslation(doc, 'fr-FR', 'b1', 'missing', 'added');
    const settings = translateSite(doc, 'fr-FR').pages[0]!.sections[0]!.blocks[0]!.settings;
    expect(settings).toEqual({ label: 'Shop now', body: rich, size: 3 });
    const translatedRich = { kind: 'rich', paragraphs: ['Bonjour'] };
    const withRich = setBlockTranslation(doc, 'fr-FR', 'b1', 'body', translatedRich);
    expect(
      translateSite(withRich, 'fr-FR').pages[0]!.sections[0]!.blocks[0]!.settings.body,
    ).toEqual(translatedRich);
  });

  it('keeps a document with translations valid, and refuses a bad language tag', () => {
    const doc = setPageTranslation(twoPages(), 'fr-FR', 'home', { title: 'Accueil' });
    expect(parseSite(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
    const bad = { ...doc, translations: { french: {} } };
    expect(parseSite(bad).ok).toBe(false);
  });
});

describe('editing translations', () => {
  it('removes a translation when it is cleared, so the default shows again', () => {
    let doc = setBlockTranslation(twoPages(), 'fr-FR', 'b1', 'label', 'Acheter');
    doc = setBlockTranslation(doc, 'fr-FR', 'b1', 'label', undefined);
    expect(doc.translations?.['fr-FR']?.blocks).toBeUndefined();
    doc = setPageTranslation(doc, 'fr-FR', 'home', { title: '  ' });
    expect(doc.translations?.['fr-FR']?.pages).toBeUndefined();
    doc = setNavTranslation(doc, 'fr-FR', 'nav-blog', '');
    expect(doc.translations?.['fr-FR']?.navigation).toBeUndefined();
  });
});

describe('missingTranslations', () => {
  it('lists each page title, block text and navigation title not translated yet', () => {
    const doc = setBlockTranslation(twoPages(), 'fr-FR', 'b1', 'label', 'Acheter');
    expect(missingTranslations(doc, 'fr-FR', textKeys, 'home')).toEqual([
      { pageId: 'home', kind: 'page-title', id: 'home' },
    ]);
    expect(missingTranslations(doc, 'fr-FR', textKeys)).toEqual([
      { pageId: 'home', kind: 'page-title', id: 'home' },
      { pageId: 'about', kind: 'page-title', id: 'about' },
      { pageId: 'about', kind: 'block', id: 'b2', key: 'label' },
      { kind: 'navigation', id: 'nav-blog' },
    ]);
  });

  it('does not ask for a translation of an empty text', () => {
    const doc = sampleSite();
    doc.pages[0]!.sections[0]!.blocks[0]!.settings.label = ' ';
    expect(missingTranslations(doc, 'fr-FR', textKeys, 'home')).toHaveLength(1);
  });
});

describe('pruneTranslations', () => {
  it('drops the translations of deleted blocks and pages, and nothing else', () => {
    let doc = setBlockTranslation(twoPages(), 'fr-FR', 'b2', 'label', 'Contact');
    doc = setPageTranslation(doc, 'fr-FR', 'about', { title: 'À propos' });
    doc = setBlockTranslation(doc, 'fr-FR', 'b1', 'label', 'Acheter');
    expect(pruneTranslations(doc)).toBe(doc);
    const pruned = pruneTranslations({ ...doc, pages: [doc.pages[0]!] });
    expect(pruned.translations?.['fr-FR']?.blocks).toEqual({ b1: { label: 'Acheter' } });
    expect(pruned.translations?.['fr-FR']?.pages).toBeUndefined();
  });
});
