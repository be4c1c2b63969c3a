import { describe, expect, it } from 'vitest';
import { CookieBannerText } from '../analytics/cookie-banner-text';
import { CommentMessage } from '../api/comments';
import { PageAccessMessage } from '../api/page-access';
import { commentCountText } from '../content/comments';
import { LOCKED_PAGE_NOTICE, MEMBERS_ONLY_MESSAGE } from '../content/locked-page';
import { FormMessage, problemBannerText } from '../forms/messages';
import { SUBMITTING_TEXT } from '../machines/form-submission';
import { LANGUAGE_CODES } from './language-codes';
import { fillWords } from './shopper-words';
import { ENGLISH_SITE_WORDS, type SiteWords } from './site-words';
import { SITE_REGIONAL_WORDS, SITE_WORD_TABLES } from './site-words-tables';
import { siteWords } from './storefront-strings';
import { aroundSlot, visitorMessage } from './visitor-messages';

const slots = (words: string) => [...words.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const KEYS = Object.keys(ENGLISH_SITE_WORDS) as (keyof SiteWords)[];

/** Words some languages write as English does ('Menu', 'Album', 'Newsletter', 'Tags'...). */
const SAME_IN_SOME_LANGUAGES = new Set<string>([
  'menu',
  'newsletter',
  'tags',
  'pages',
  'nameLabel',
  'commentLabel',
  'fromSite',
  'shopTitle',
  'albumsOne',
  'albumsMany',
  'partMinute',
  'partAmPm',
  'partPrefix',
]);

describe('the site’s words', () => {
  it('are whole in every language, with the English slots, and not left in English', () => {
    for (const code of LANGUAGE_CODES) {
      const words = siteWords(code);
      for (const key of KEYS) {
        const value = words[key];
        expect(typeof value === 'string' && value.trim() !== '', `${code} ${key}`).toBe(true);
        expect(slots(value), `${code} ${key}`).toEqual(slots(ENGLISH_SITE_WORDS[key]));
        if (code.startsWith('en-')) expect(value, `${code} ${key}`).toBe(ENGLISH_SITE_WORDS[key]);
        else if (!SAME_IN_SOME_LANGUAGES.has(key)) {
          expect(value, `${code} ${key} is still English`).not.toBe(ENGLISH_SITE_WORDS[key]);
        }
      }
    }
  });

  it('have a table for every language a site may speak, each with every key', () => {
    const primaries = new Set(LANGUAGE_CODES.map((code) => code.split('-')[0]!));
    primaries.delete('en');
    expect(Object.keys(SITE_WORD_TABLES).sort()).toEqual([...primaries].sort());
    for (const [language, table] of Object.entries(SITE_WORD_TABLES)) {
      expect(Object.keys(table).sort(), language).toEqual([...KEYS].sort());
    }
    for (const region of Object.keys(SITE_REGIONAL_WORDS)) {
      expect(LANGUAGE_CODES as readonly string[]).toContain(region);
    }
  });

  it('are the spec’s English exactly where the spec words them', () => {
    const english = siteWords('en-US');
    expect(english.noComments).toBe(commentCountText(0));
    expect(english.oneComment).toBe(commentCountText(1));
    expect(fillWords(english.manyComments, { count: '7' })).toBe(commentCountText(7));
    expect(english.lockedPageNotice).toBe(LOCKED_PAGE_NOTICE);
    expect(english.membersOnlyMessage).toBe(MEMBERS_ONLY_MESSAGE);
    expect(english.required).toBe('Required');
    expect(english.problemAbove).toBe(problemBannerText('above'));
    expect(english.problemBelow).toBe(
      'Your form has encountered a problem. Please scroll up to review.',
    );
    expect(english.submitting).toBe('Submitting…');
    expect(english.saving).toBe(SUBMITTING_TEXT.additionalFields);
    expect(english.fieldsInvalid).toBe(FormMessage.fieldsInvalid);
    expect(english.commentHeld).toBe(CommentMessage.held);
    expect(english.wrongPassword).toBe(PageAccessMessage.wrongPassword);
  });

  it('are the server’s and the banner’s own English for every sentence they stand for', () => {
    const english = siteWords('en-US');
    const pairs: [keyof SiteWords, string][] = [
      ['commentHeld', CommentMessage.held],
      ['commentPosted', CommentMessage.posted],
      ['commentsClosed', CommentMessage.closed],
      ['commentsOff', CommentMessage.siteOff],
      ['commentNeedsName', CommentMessage.needsName],
      ['signInToComment', CommentMessage.signInToComment],
      ['commentNoItem', CommentMessage.noItem],
      ['wrongPassword', PageAccessMessage.wrongPassword],
      ['noPassword', PageAccessMessage.noPassword],
      ['tooManyAttempts', PageAccessMessage.tooMany],
      ['submitting', SUBMITTING_TEXT.visitor],
      ['required', FormMessage.required],
      ['surveyMissingAnswer', FormMessage.surveyMissingAnswer],
      ['characterLimit', FormMessage.characterLimit],
      ['fieldsInvalid', FormMessage.fieldsInvalid],
      ['processingError', FormMessage.processingError],
      ['unknownError', FormMessage.unknownError],
      ['completeCaptcha', FormMessage.completeCaptcha],
      ['noSubmissionKey', FormMessage.noSubmissionKey],
      ['cookieConsent', CookieBannerText.label],
      ['cookieMessage', CookieBannerText.message],
      ['cookieAccept', CookieBannerText.accept],
      ['cookieDecline', CookieBannerText.decline],
    ];
    for (const [key, text] of pairs) expect(english[key], key).toBe(text);
  });

  it('take a region’s own words over its language’s', () => {
    expect(siteWords('fr-CA').emailNotShown).toBe('Courriel (non affiché)');
    expect(siteWords('fr-FR').emailNotShown).toBe('E-mail (non affiché)');
    expect(siteWords('pt-BR').lockedSite).toBe('Este site é protegido por senha');
    expect(siteWords('pt-PT').lockedSite).toBe('Este site está protegido por palavra-passe');
  });
});

describe('visitorMessage', () => {
  const french = siteWords('fr-FR');
  it('shows a refusal the server answered in English in the page’s language', () => {
    expect(visitorMessage(french, CommentMessage.held)).toBe(
      'Merci. Votre commentaire s’affichera une fois approuvé.',
    );
    expect(visitorMessage(french, PageAccessMessage.wrongPassword)).toBe(
      'Ce mot de passe n’est pas le bon. Veuillez réessayer.',
    );
    expect(visitorMessage(french, FormMessage.required)).toBe('Obligatoire');
  });

  it('keeps a sentence it has no words for, and every sentence on an English page', () => {
    expect(visitorMessage(french, 'The comment is not valid: body')).toBe(
      'The comment is not valid: body',
    );
    expect(visitorMessage(siteWords('en-GB'), CommentMessage.posted)).toBe(CommentMessage.posted);
  });
});

describe('aroundSlot', () => {
  it('splits the words around a slot', () => {
    expect(aroundSlot('{link} pour commenter.', 'link')).toEqual(['', ' pour commenter.']);
    expect(aroundSlot('コメントするには{link}してください。', 'link')).toEqual([
      'コメントするには',
      'してください。',
    ]);
    expect(aroundSlot('No slot', 'link')).toEqual(['No slot', '']);
  });
});
