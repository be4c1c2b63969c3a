import { describe, expect, it } from 'vitest';
import type { Item } from '../../shared/content/collections';
import { richTextFromPlain } from '../../shared/content/rich-text/plain';
import {
  draftFromItem,
  emptyDraft,
  type ItemDraft,
  inputFromDraft,
  statusChoices,
  termsOf,
} from './item-draft';

const NY = 'America/New_York';
const NOW = Date.parse('2026-11-27T14:20:00Z');

const post = (part: Partial<ItemDraft>): ItemDraft => ({
  ...emptyDraft('blog', NOW, NY),
  title: 'Opening night',
  ...part,
});

describe('a new item', () => {
  it('is a draft; an event starts at the next full hour and lasts an hour', () => {
    expect(emptyDraft('blog', NOW, NY)).toMatchObject({ status: 'Draft', event: null });
    expect(emptyDraft('events', NOW, NY).event).toMatchObject({
      start: '2026-11-27T10:00',
      end: '2026-11-27T11:00',
    });
  });
});

describe('the form to the item sent', () => {
  it('reads terms from a comma-separated line, dropping empties', () => {
    expect(termsOf(' news, ,Events ,')).toEqual(['news', 'Events']);
    const checked = inputFromDraft(post({ tags: 'news, events', categories: 'Shop' }), 'blog', NY);
    expect(checked).toMatchObject({
      ok: true,
      input: { tags: ['news', 'events'], categories: ['Shop'] },
    });
  });

  it("reads a publish time as the site's wall clock", () => {
    const checked = inputFromDraft(
      post({ status: 'Scheduled', publishOn: '2026-12-01T09:00' }),
      'blog',
      NY,
    );
    expect(checked).toMatchObject({
      ok: true,
      input: { status: 'Scheduled', publishOn: Date.parse('2026-12-01T14:00:00Z') },
    });
  });

  it('leaves the slug and author out when empty, so the server fills them', () => {
    const checked = inputFromDraft(post({}), 'blog', NY);
    expect(checked.ok && 'slug' in checked.input).toBe(false);
    expect(checked.ok && 'author' in checked.input).toBe(false);
  });

  it.each<[string, Partial<ItemDraft>, Record<string, string>]>([
    ['an empty title', { title: ' ' }, { title: 'must not be empty' }],
    [
      'a scheduled item without a time',
      { status: 'Scheduled' },
      { publishOn: 'Enter a date and time.' },
    ],
    [
      'a badly typed time',
      { publishOn: '2026-13-01T09:00' },
      { publishOn: 'Enter a date and time.' },
    ],
    [
      'a slug with spaces',
      { slug: 'Two words' },
      { slug: 'must be lower-case words joined by dashes' },
    ],
    ['a tag too long', { tags: 'x'.repeat(51) }, { tags: 'must be at most 50 characters' }],
  ])('names the field of %s', (_name, part, errors) => {
    expect(inputFromDraft(post(part), 'blog', NY)).toEqual({ ok: false, errors });
  });

  it('checks an event: times, coordinates, its end after its start', () => {
    const base = emptyDraft('events', NOW, NY);
    const event = (part: Partial<NonNullable<ItemDraft['event']>>) =>
      post({ event: { ...base.event!, ...part } });
    expect(inputFromDraft(event({ mapLat: 'north' }), 'events', NY)).toEqual({
      ok: false,
      errors: { mapLat: 'Enter a number.' },
    });
    expect(inputFromDraft(event({ end: '2026-11-27T09:00' }), 'events', NY)).toEqual({
      ok: false,
      errors: { end: 'An event cannot end before it starts.' },
    });
    expect(inputFromDraft(event({ mapLat: '48.85', mapLng: '2.35' }), 'events', NY)).toMatchObject({
      ok: true,
      input: {
        event: {
          startDate: Date.parse('2026-11-27T15:00:00Z'),
          location: { mapLat: 48.85, mapLng: 2.35 },
        },
      },
    });
  });

  it('refuses event dates on a blog post', () => {
    const dated = { ...post({}), event: emptyDraft('events', NOW, NY).event };
    expect(inputFromDraft(dated, 'blog', NY)).toEqual({
      ok: false,
      errors: { form: 'Only an events collection has event dates.' },
    });
  });
});

describe('an item to the form and back', () => {
  it('gives the same item', () => {
    const item: Item = {
      version: 1,
      id: 'i1',
      collectionId: 'c1',
      status: 'Published',
      title: 'Tour',
      slug: 'tour',
      excerpt: '<p>Soon</p>',
      body: richTextFromPlain('Hello'),
      mainImage: { fileId: 'f1', alt: 'Stage', focalPoint: { x: 0.2, y: 0.8 } },
      author: 'ana@example.com',
      tags: ['live'],
      categories: [],
      publishOn: Date.parse('2026-11-20T17:00:00Z'),
      event: {
        startDate: Date.parse('2026-12-05T01:00:00Z'),
        endDate: Date.parse('2026-12-05T03:30:00Z'),
        location: {
          addressLine1: '1 Main St',
          addressLine2: '',
          addressCountry: 'US',
          mapLat: null,
          mapLng: null,
        },
      },
      tracks: [{ title: 'Overture', fileId: 'a1', durationSeconds: 205 }],
      createdAt: 1,
      updatedAt: 2,
    };
    const draft = draftFromItem(item, NY);
    expect(draft.event?.start).toBe('2026-12-04T20:00');
    expect(draft.tracks.map((track) => track.duration)).toEqual(['3:25']);
    const { version, id, collectionId, createdAt, updatedAt, ...input } = item;
    const album = { ...input, event: null };
    expect(inputFromDraft({ ...draft, event: null }, 'album', NY)).toEqual({
      ok: true,
      input: album,
    });
  });

  it('names the track a refusal is about, under the tracks', () => {
    const track = { key: 'k1', title: '', fileId: 'a1', duration: '' };
    const blank = inputFromDraft(post({ tracks: [track] }), 'album', NY);
    expect(blank).toMatchObject({
      ok: false,
      errors: { tracks: expect.stringMatching(/^Track 1: /) },
    });
    const badLength = inputFromDraft(
      post({ tracks: [{ ...track, title: 'A', duration: 'x' }] }),
      'album',
      NY,
    );
    expect(badLength).toMatchObject({
      ok: false,
      errors: { tracks: 'Track 1: Enter the length as minutes and seconds, like 3:25.' },
    });
    const tooMany = Array.from({ length: 61 }, (_, i) => ({
      ...track,
      key: `k${i}`,
      title: `T${i}`,
    }));
    expect(inputFromDraft(post({ tracks: tooMany }), 'album', NY)).toMatchObject({
      ok: false,
      errors: { tracks: 'An album holds at most 60 tracks.' },
    });
  });
});

describe('status choices', () => {
  it('keeps a role that may not publish to the drafts, and shows the status an item has', () => {
    expect(statusChoices(true, 'Draft')).toHaveLength(5);
    expect(statusChoices(false, 'Draft')).toEqual(['Draft', 'Needs Review']);
    expect(statusChoices(false, 'Published')).toEqual(['Draft', 'Needs Review', 'Published']);
  });
});
