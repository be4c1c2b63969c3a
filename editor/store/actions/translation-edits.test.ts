import { describe, expect, it } from 'vitest';
import { applyPathPatches } from '../../../shared/document/patches';
import type { Site } from '../../../shared/document/schema';
import { translateSite } from '../../../shared/document/translate';
import { BUTTON, block, page, section, site } from '../test-site';
import { deleteBlock } from './delete-block';
import { deletePage } from './delete-page';
import { navSite } from './nav-testing';
import { renamePage } from './rename-page';
import { runEdit, runPlan } from './testing';
import { updateBlockSettings } from './update-block-settings';
import { updateNavItem } from './update-nav-item';
import { updatePageSeo } from './update-seo';

const start = (): Site =>
  site([
    page('home', [
      section('s1', [
        block('btn', BUTTON, { label: 'Learn more', newTab: false }),
        block('bare', BUTTON, {}),
      ]),
    ]),
  ]);

const inFrench = { language: 'fr-FR' } as const;
/** Sets a block setting as the store does while French is edited. */
const translateSetting = (target: Site, blockId: string, key: string, value: unknown) =>
  runPlan(
    target,
    (current, ctx) => updateBlockSettings(current, ctx, blockId, key, value),
    inFrench,
  );
const labelOf = (target: Site, blockId: string) =>
  target.pages[0]!.sections[0]!.blocks.find((b) => b.id === blockId)!.settings.label;

describe('updateBlockSettings while editing another language', () => {
  it('writes a text as that language’s translation, leaving the default’s words as they are', () => {
    const run = translateSetting(start(), 'btn', 'label', 'En savoir plus');
    expect(run.outcome.ok).toBe(true);
    expect(labelOf(run.after, 'btn')).toBe('Learn more');
    expect(run.after.translations).toEqual({
      'fr-FR': { blocks: { btn: { label: 'En savoir plus' } } },
    });
    expect(labelOf(translateSite(run.after, 'fr-FR'), 'btn')).toBe('En savoir plus');
    expect(applyPathPatches(run.after, run.inverse)).toEqual(run.before);
  });

  it('changes the translated word by one patch at its own path as the owner types on', () => {
    const first = translateSetting(start(), 'btn', 'label', 'En savoir');
    const next = translateSetting(first.after, 'btn', 'label', 'En savoir plus');
    expect(next.after.translations?.['fr-FR']?.blocks?.btn).toEqual({ label: 'En savoir plus' });
    expect(next.inverse).toEqual([
      {
        op: 'replace',
        path: ['translations', 'fr-FR', 'blocks', 'btn', 'label'],
        value: 'En savoir',
      },
    ]);
  });

  it('keeps a translation in a different undo group from the default’s words', () => {
    const plain = runPlan(start(), (current, ctx) =>
      updateBlockSettings(current, ctx, 'btn', 'label', 'x'),
    );
    const french = translateSetting(start(), 'btn', 'label', 'x');
    const keyOf = (outcome: typeof plain.outcome) => (outcome.ok ? outcome.mergeKey : undefined);
    expect(keyOf(french.outcome)).toBeDefined();
    expect(keyOf(french.outcome)).not.toBe(keyOf(plain.outcome));
  });

  it('stores the default a block did not hold yet, so the translation shows', () => {
    const run = translateSetting(start(), 'bare', 'label', 'En savoir plus');
    expect(labelOf(run.after, 'bare')).toBe('Learn more');
    expect(labelOf(translateSite(run.after, 'fr-FR'), 'bare')).toBe('En savoir plus');
    expect(applyPathPatches(run.after, run.inverse)).toEqual(run.before);
  });

  it('shares every setting that holds no words with all languages', () => {
    const run = translateSetting(start(), 'btn', 'newTab', true);
    expect(run.after.pages[0]!.sections[0]!.blocks[0]!.settings.newTab).toBe(true);
    expect(run.after.translations).toBeUndefined();
  });

  it('refuses a translation the block’s schema refuses, and changes nothing', () => {
    const run = translateSetting(start(), 'btn', 'label', '');
    expect(run.outcome).toEqual({ ok: false, message: 'Enter a label.' });
    expect(run.after).toBe(run.before);
  });

  it('changes nothing when the translation already says it', () => {
    const first = translateSetting(start(), 'btn', 'label', 'Plus');
    const again = translateSetting(first.after, 'btn', 'label', 'Plus');
    expect(again.after).toBe(first.after);
  });
});

describe('the page, search and navigation words while editing another language', () => {
  const pages = (): Site => {
    const start = navSite();
    start.pages[1] = page('about', [section('s1', [block('btn', BUTTON, { label: 'Go' })])], {
      title: 'About',
      slug: 'about',
    });
    return start;
  };

  it('renames a page in that language and shares its address with every language', () => {
    const run = runEdit(
      pages(),
      (d, ctx) => renamePage(d, ctx, 'about', ' À propos ', 'a-propos'),
      inFrench,
    );
    expect(run.outcome.ok).toBe(true);
    expect(run.after.pages[1]).toMatchObject({ title: 'About', slug: 'a-propos' });
    expect(run.after.translations?.['fr-FR']?.pages?.about).toEqual({ title: 'À propos' });
    const cleared = runEdit(run.after, (d, ctx) => renamePage(d, ctx, 'about', '', 'a-propos'), {
      language: 'fr-FR',
    });
    expect(cleared.outcome.ok).toBe(true);
    expect(cleared.after.translations?.['fr-FR']?.pages).toBeUndefined();
  });

  it('keeps a page’s search texts in that language beside its title', () => {
    const named = runEdit(pages(), (d, ctx) => renamePage(d, ctx, 'about', 'À propos', 'about'), {
      language: 'fr-FR',
    });
    const run = runEdit(
      named.after,
      (d, ctx) => updatePageSeo(d, ctx, 'about', { title: 'Qui sommes-nous', description: '' }),
      inFrench,
    );
    expect(run.after.pages[1]!.seo).toBeUndefined();
    expect(run.after.translations?.['fr-FR']?.pages?.about).toEqual({
      title: 'À propos',
      seoTitle: 'Qui sommes-nous',
    });
  });

  it('gives a navigation entry its title in that language, and shares its address', () => {
    const run = runEdit(
      pages(),
      (d, ctx) => updateNavItem(d, ctx, 'main', 'n-blog', { title: 'Journal', url: '/notes' }),
      inFrench,
    );
    expect(run.after.navigation.main[2]).toMatchObject({ title: 'Blog', url: '/notes' });
    expect(run.after.translations?.['fr-FR']?.navigation).toEqual({ 'n-blog': 'Journal' });
    const tooLong = runEdit(
      pages(),
      (d, ctx) => updateNavItem(d, ctx, 'main', 'n-blog', { title: 'x'.repeat(500) }),
      inFrench,
    );
    expect(tooLong.outcome.ok).toBe(false);
  });

  it('deletes the translations of a deleted page and its blocks in the same step', () => {
    const translated = runEdit(
      pages(),
      (d, ctx) => renamePage(d, ctx, 'about', 'À propos', 'about'),
      inFrench,
    ).after;
    const withBlock = translateSetting(translated, 'btn', 'label', 'Allez').after;
    const run = runEdit(withBlock, (d, ctx) => deletePage(d, ctx, 'about'));
    expect(run.after.translations?.['fr-FR']?.pages).toBeUndefined();
    expect(run.after.translations?.['fr-FR']?.blocks).toBeUndefined();
    const blockGone = runEdit(withBlock, (d, ctx) => deleteBlock(d, ctx, 'btn'));
    expect(blockGone.after.translations?.['fr-FR']).toEqual({
      pages: { about: { title: 'À propos' } },
    });
  });
});
