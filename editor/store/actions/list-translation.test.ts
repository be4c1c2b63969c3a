// The texts inside a block's list items while the editor edits another language: the words go to
// that language's translation, keyed by the item's id; a move keeps them, a removal prunes them.
import { describe, expect, it } from 'vitest';
import { applyPathPatches } from '../../../shared/document/patches';
import type { Site } from '../../../shared/document/schema';
import { translateSite } from '../../../shared/document/translate';
import { block, page, section, site } from '../test-site';
import { moveListItem, removeListItem } from './list-items';
import { LISTING, runEdit, runPlan } from './testing';
import { updateBlockSettings } from './update-block-settings';

const PANELS = [
  { id: 'p1', title: 'Shipping' },
  { id: 'p2', title: 'Returns' },
];
const start = (settings: Record<string, unknown> = { panels: PANELS }): Site =>
  site([page('home', [section('s1', [block('acc', LISTING, settings)])])]);

const inFrench = { language: 'fr-FR' } as const;
const titles = (target: Site) =>
  (target.pages[0]!.sections[0]!.blocks[0]!.settings.panels as { title: string }[]).map(
    (panel) => panel.title,
  );
const translateTitle = (target: Site, index: number, title: string) =>
  runPlan(
    target,
    (current, ctx) => updateBlockSettings(current, ctx, 'acc', ['panels', index, 'title'], title),
    inFrench,
  );

describe('a list item’s text while editing another language', () => {
  it('is written as the translation keyed by the item’s id, the default’s words untouched', () => {
    const run = translateTitle(start(), 1, 'Retours');
    expect(run.outcome.ok).toBe(true);
    expect(titles(run.after)).toEqual(['Shipping', 'Returns']);
    expect(run.after.translations).toEqual({
      'fr-FR': { blocks: { acc: { 'panels.p2.title': 'Retours' } } },
    });
    expect(titles(translateSite(run.after, 'fr-FR'))).toEqual(['Shipping', 'Retours']);
    expect(applyPathPatches(run.after, run.inverse)).toEqual(run.before);
  });

  it('is checked as the default language’s text is', () => {
    const run = translateTitle(start(), 0, '');
    expect(run.outcome).toEqual({ ok: false, message: 'Enter a title.' });
    expect(run.after).toBe(run.before);
  });

  it('is refused for an item that is not there', () => {
    const run = translateTitle(start({}), 0, 'Rien');
    expect(run.outcome).toEqual({ ok: false, message: 'That item no longer exists.' });
  });

  it('stores a default list first, so the translation has its item to land in', () => {
    const run = runPlan(
      start(),
      (current, ctx) => updateBlockSettings(current, ctx, 'acc', ['notes', 0, 'text'], 'Bonjour'),
      inFrench,
    );
    expect(run.outcome.ok).toBe(true);
    const settings = (target: Site) => target.pages[0]!.sections[0]!.blocks[0]!.settings;
    expect(settings(run.after).notes).toEqual([{ id: 'n1', text: 'Hello' }]);
    expect(settings(translateSite(run.after, 'fr-FR')).notes).toEqual([
      { id: 'n1', text: 'Bonjour' },
    ]);
    expect(applyPathPatches(run.after, run.inverse)).toEqual(run.before);
  });

  it('keeps its translation when the items move, and loses it when its item is removed', () => {
    const translated = translateTitle(start(), 0, 'Envoi').after;
    const moved = runEdit(translated, (draft, ctx) =>
      moveListItem(draft, ctx, 'acc', ['panels'], 0, 1),
    );
    expect(titles(translateSite(moved.after, 'fr-FR'))).toEqual(['Returns', 'Envoi']);
    const removed = runEdit(moved.after, (draft, ctx) =>
      removeListItem(draft, ctx, 'acc', ['panels'], 1),
    );
    expect(removed.outcome.ok).toBe(true);
    expect(removed.after.translations?.['fr-FR']?.blocks).toBeUndefined();
  });
});
