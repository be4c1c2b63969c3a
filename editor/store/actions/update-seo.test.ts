import { describe, expect, it } from 'vitest';
import { MAX_SEO_DESCRIPTION_LENGTH, MAX_SEO_TITLE_LENGTH } from '../../../shared/document/schema';
import { sampleSite } from '../test-site';
import { runEdit } from './testing';
import { SeoMessage, updatePageSeo, updateSiteSeo } from './update-seo';

describe('updatePageSeo', () => {
  it('sets a trimmed search title and description on the page', () => {
    const run = runEdit(sampleSite(), (draft, ctx) =>
      updatePageSeo(draft, ctx, 'about', { title: ' Our story ', description: 'Who we are.' }),
    );
    expect(run.outcome).toEqual({ ok: true });
    expect(run.after.pages[1]!.seo).toEqual({ title: 'Our story', description: 'Who we are.' });
  });

  it('clears a field with an empty text and drops the whole entry when nothing is left', () => {
    const start = runEdit(sampleSite(), (draft, ctx) =>
      updatePageSeo(draft, ctx, 'about', { title: 'Story', description: 'Who.' }),
    ).after;
    const one = runEdit(start, (draft, ctx) => updatePageSeo(draft, ctx, 'about', { title: ' ' }));
    expect(one.after.pages[1]!.seo).toEqual({ description: 'Who.' });
    const none = runEdit(one.after, (draft, ctx) =>
      updatePageSeo(draft, ctx, 'about', { description: '' }),
    );
    expect(none.after.pages[1]).not.toHaveProperty('seo');
  });

  it('changes nothing when the values stay the same', () => {
    const start = runEdit(sampleSite(), (draft, ctx) =>
      updatePageSeo(draft, ctx, 'about', { title: 'Story' }),
    ).after;
    const run = runEdit(start, (draft, ctx) =>
      updatePageSeo(draft, ctx, 'about', { title: 'Story ' }),
    );
    expect(run.after).toBe(run.before);
  });

  it.each([
    [{ title: 'x'.repeat(MAX_SEO_TITLE_LENGTH + 1) }, SeoMessage.titleTooLong, 'seoTitle'],
    [
      { description: 'x'.repeat(MAX_SEO_DESCRIPTION_LENGTH + 1) },
      SeoMessage.descriptionTooLong,
      'seoDescription',
    ],
  ])('refuses %j, naming the field, and changes nothing', (change, message, field) => {
    const run = runEdit(sampleSite(), (draft, ctx) => updatePageSeo(draft, ctx, 'about', change));
    expect(run.outcome).toEqual({ ok: false, message, field });
    expect(run.after).toBe(run.before);
  });

  it('refuses a missing page', () => {
    const run = runEdit(sampleSite(), (draft, ctx) => updatePageSeo(draft, ctx, 'nope', {}));
    expect(run.outcome).toEqual({ ok: false, message: 'That page no longer exists.' });
  });
});

describe('updateSiteSeo', () => {
  const favicon = { fileId: 'f1', url: '/files/f1/icon.png' };

  it('sets and clears the site description and the favicon', () => {
    const set = runEdit(sampleSite(), (draft, ctx) =>
      updateSiteSeo(draft, ctx, { description: ' Oak things. ', favicon }),
    );
    expect(set.after.settings).toMatchObject({ description: 'Oak things.', favicon });
    const cleared = runEdit(set.after, (draft, ctx) =>
      updateSiteSeo(draft, ctx, { description: '', favicon: null }),
    );
    expect(cleared.after.settings).not.toHaveProperty('description');
    expect(cleared.after.settings).not.toHaveProperty('favicon');
  });

  it.each([
    [
      { description: 'x'.repeat(MAX_SEO_DESCRIPTION_LENGTH + 1) },
      SeoMessage.descriptionTooLong,
      'description',
    ],
    [{ favicon: { fileId: 'f1', url: 'javascript:alert(1)' } }, SeoMessage.favicon, 'favicon'],
  ])('refuses %j and changes nothing', (change, message, field) => {
    const run = runEdit(sampleSite(), (draft, ctx) => updateSiteSeo(draft, ctx, change));
    expect(run.outcome).toEqual({ ok: false, message, field });
    expect(run.after).toBe(run.before);
  });

  it('writes the title and description of the language being edited, keeping the default’s', () => {
    const french = { language: 'fr-FR' };
    const set = runEdit(
      sampleSite(),
      (draft, ctx) => updateSiteSeo(draft, ctx, { title: ' Chêne ', description: 'Du chêne.' }),
      french,
    );
    expect(set.outcome).toEqual({ ok: true });
    expect(set.after.translations?.['fr-FR']).toEqual({ title: 'Chêne', description: 'Du chêne.' });
    expect(set.after.title).toBe(set.before.title);
    expect(set.after.settings).toEqual(set.before.settings);
    const cleared = runEdit(
      set.after,
      (draft, ctx) => updateSiteSeo(draft, ctx, { title: '' }),
      french,
    );
    expect(cleared.after.translations?.['fr-FR']).toEqual({ description: 'Du chêne.' });
  });

  it('refuses a title in the default language and one too long in another', () => {
    const own = runEdit(sampleSite(), (draft, ctx) => updateSiteSeo(draft, ctx, { title: 'X' }));
    expect(own.outcome).toEqual({ ok: false, message: SeoMessage.siteTitleIsName, field: 'title' });
    const long = runEdit(
      sampleSite(),
      (draft, ctx) => updateSiteSeo(draft, ctx, { title: 'x'.repeat(201) }),
      { language: 'fr-FR' },
    );
    expect(long.outcome).toMatchObject({ ok: false, message: SeoMessage.siteTitleTooLong });
    expect(long.after).toBe(long.before);
  });
});
