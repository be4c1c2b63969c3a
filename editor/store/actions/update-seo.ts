// A page's search title and description, and the site's description and favicon (docs/seo.md).
// Each call is one undo step; text is trimmed and an empty text removes the field, so the
// defaults (the page title, the site's description) apply again. Too long is refused, naming the
// field, and nothing changes.
import {
  type Favicon,
  faviconSchema,
  MAX_SEO_DESCRIPTION_LENGTH,
  MAX_SEO_TITLE_LENGTH,
  MAX_TITLE_LENGTH,
  type Site,
} from '../../../shared/document/schema';
import { setSiteTranslation } from '../../../shared/document/translate';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base, pageIndexOf } from './find';
import { EditMessage } from './messages';
import { applyAlong, translatePageWords } from './translation-edits';

export const SeoMessage = {
  titleTooLong: `A search title can be at most ${MAX_SEO_TITLE_LENGTH} characters.`,
  descriptionTooLong: `A description can be at most ${MAX_SEO_DESCRIPTION_LENGTH} characters.`,
  favicon: 'Choose an image from your files for the favicon.',
  siteTitleTooLong: `A site title can be at most ${MAX_TITLE_LENGTH} characters.`,
  siteTitleIsName: 'The site’s title is its name: rename the site to change it.',
} as const;

/** '' (or only spaces) clears a field; an absent key leaves it as it is. */
export interface PageSeoChange {
  readonly title?: string;
  readonly description?: string;
}

export interface SiteSeoChange {
  /**
   * The site's title in the language being edited (not the default language: the title is the
   * site's name, changed by renaming the site).
   */
  readonly title?: string;
  readonly description?: string;
  /** null removes the owner's favicon (the initials one is shown again). */
  readonly favicon?: Favicon | null;
}

type Checked = { ok: true; value: string | undefined } | { ok: false; outcome: EditOutcome };

function checkText(text: string, max: number, message: string, field: string): Checked {
  const trimmed = text.trim();
  if (trimmed.length > max) return { ok: false, outcome: refuse(message, field) };
  return { ok: true, value: trimmed === '' ? undefined : trimmed };
}

/** A description change checked, or undefined when the change leaves it alone. */
function checkDescription(text: string | undefined, field: string): Checked | undefined {
  if (text === undefined) return undefined;
  return checkText(text, MAX_SEO_DESCRIPTION_LENGTH, SeoMessage.descriptionTooLong, field);
}

/** Sets `key` of `target` to `value`, deleting it for undefined; untouched when equal. */
function assign<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined) {
  if (value === undefined) {
    if (key in target) delete target[key];
  } else if (target[key] !== value) {
    target[key] = value;
  }
}

export function updatePageSeo(
  draft: SiteDraft,
  ctx: EditContext,
  pageId: string,
  change: PageSeoChange,
): EditOutcome {
  const pageIndex = pageIndexOf(draft, pageId);
  if (pageIndex < 0) return refuse(EditMessage.pageGone);
  const title =
    change.title === undefined
      ? undefined
      : checkText(change.title, MAX_SEO_TITLE_LENGTH, SeoMessage.titleTooLong, 'seoTitle');
  if (title && !title.ok) return title.outcome;
  const description = checkDescription(change.description, 'seoDescription');
  if (description && !description.ok) return description.outcome;
  if (ctx.language !== null) {
    // Another language's search texts are its translation (an empty one: the default's shows).
    translatePageWords(draft, ctx.language, pageId, {
      ...(title ? { seoTitle: title.value } : {}),
      ...(description ? { seoDescription: description.value } : {}),
    });
    return done;
  }
  const page = draft.pages[pageIndex]!;
  const seo = { ...(page.seo ?? {}) };
  if (title) assign(seo, 'title', title.value);
  if (description) assign(seo, 'description', description.value);
  const empty = seo.title === undefined && seo.description === undefined;
  if (empty) {
    if (page.seo !== undefined) delete page.seo;
    return done;
  }
  page.seo ??= {};
  assign(page.seo, 'title', seo.title);
  assign(page.seo, 'description', seo.description);
  return done;
}

export function updateSiteSeo(
  draft: SiteDraft,
  ctx: EditContext,
  change: SiteSeoChange,
): EditOutcome {
  const description = checkDescription(change.description, 'description');
  if (description && !description.ok) return description.outcome;
  if (change.favicon && !faviconSchema.safeParse(change.favicon).success) {
    return refuse(SeoMessage.favicon, 'favicon');
  }
  if (change.title !== undefined) {
    if (ctx.language === null) return refuse(SeoMessage.siteTitleIsName, 'title');
    if (change.title.trim().length > MAX_TITLE_LENGTH) {
      return refuse(SeoMessage.siteTitleTooLong, 'title');
    }
  }
  if (ctx.language !== null && (change.title !== undefined || description)) {
    // Another language's title and description are its translation (empty: the default's shows).
    const words = {
      ...(change.title !== undefined && { title: change.title }),
      ...(description && { description: description.value ?? '' }),
    };
    const after = setSiteTranslation(base(draft) as Site, ctx.language, words);
    applyAlong(draft, after, ['translations', ctx.language, 'title']);
    applyAlong(draft, after, ['translations', ctx.language, 'description']);
  }
  if (ctx.language !== null) {
    applyFavicon(draft, change.favicon);
    return done;
  }
  const settings = draft.settings;
  if (description) assign(settings, 'description', description.value);
  applyFavicon(draft, change.favicon);
  return done;
}

/** The favicon is every language's: null removes the owner's, an image replaces it. */
function applyFavicon(draft: SiteDraft, favicon: Favicon | null | undefined): void {
  const settings = draft.settings;
  if (favicon === null) assign(settings, 'favicon', undefined);
  else if (favicon) {
    const { fileId, url } = favicon;
    if (settings.favicon?.fileId !== fileId || settings.favicon.url !== url) {
      settings.favicon = { fileId, url };
    }
  }
}
