// An item as the content dialog's form holds it (every field as typed) and back: times are the
// site's wall clock (`YYYY-MM-DDTHH:mm`, shared/analytics/zoned-days.ts), tags and categories a
// comma-separated line, the body the text editor's JSON, an album's tracks as track-list.ts holds
// them. The main image (MainImageField.tsx) is held in its stored shape. Checked by the server's
// own schema before it is sent, so a refusal names the field it belongs to.
import { instantOfLocal, localDateTime } from '../../shared/analytics/zoned-days';
import {
  type CollectionType,
  DRAFT_STATUSES,
  type Item,
  type ItemInput,
  type ItemStatus,
  itemInputSchema,
  itemTypeProblem,
} from '../../shared/content/collections';
import { type TrackDraft, tracksFromItem, tracksInput } from './track-list';

export interface EventDraft {
  readonly start: string;
  readonly end: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly addressCountry: string;
  readonly mapLat: string;
  readonly mapLng: string;
}

export interface ItemDraft {
  readonly title: string;
  /** Empty: made from the title. */
  readonly slug: string;
  readonly status: ItemStatus;
  readonly publishOn: string;
  readonly excerpt: string;
  readonly body: unknown;
  readonly author: string;
  readonly tags: string;
  readonly categories: string;
  readonly event: EventDraft | null;
  readonly tracks: readonly TrackDraft[];
  readonly kept: Pick<ItemInput, 'mainImage'>;
}

export type DraftField =
  | 'title'
  | 'slug'
  | 'status'
  | 'publishOn'
  | 'excerpt'
  | 'body'
  | 'author'
  | 'tags'
  | 'categories'
  | 'start'
  | 'end'
  | 'mapLat'
  | 'mapLng'
  | 'tracks'
  | 'form';

export type DraftErrors = Partial<Record<DraftField, string>>;

const HOUR = 3_600_000;

/** A new item: a draft; an event starts at the next full hour and lasts an hour. */
export function emptyDraft(type: CollectionType, now: number, timeZone: string): ItemDraft {
  const start = Math.ceil(now / HOUR) * HOUR;
  return {
    title: '',
    slug: '',
    status: 'Draft',
    publishOn: '',
    excerpt: '',
    body: null,
    author: '',
    tags: '',
    categories: '',
    event:
      type === 'events'
        ? {
            start: localDateTime(start, timeZone),
            end: localDateTime(start + HOUR, timeZone),
            addressLine1: '',
            addressLine2: '',
            addressCountry: '',
            mapLat: '',
            mapLng: '',
          }
        : null,
    tracks: [],
    kept: { mainImage: null },
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function draftFromItem(item: Item, timeZone: string): ItemDraft {
  const { event } = item;
  return {
    title: item.title,
    slug: item.slug,
    status: item.status,
    publishOn: item.publishOn === null ? '' : localDateTime(item.publishOn, timeZone),
    excerpt: item.excerpt,
    body: item.body,
    author: item.author,
    tags: item.tags.join(', '),
    categories: item.categories.join(', '),
    event: event
      ? {
          start: localDateTime(event.startDate, timeZone),
          end: localDateTime(event.endDate, timeZone),
          addressLine1: event.location.addressLine1,
          addressLine2: event.location.addressLine2,
          addressCountry: event.location.addressCountry,
          mapLat: numberText(event.location.mapLat),
          mapLng: numberText(event.location.mapLng),
        }
      : null,
    tracks: tracksFromItem(item.tracks),
    kept: { mainImage: item.mainImage },
  };
}

/** The names of a comma-separated line, trimmed, empties dropped. */
export function termsOf(line: string): string[] {
  return line
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

const BAD_TIME = 'Enter a date and time.';
const BAD_NUMBER = 'Enter a number.';

/** The statuses a role may give an item: without the right to publish, the two draft states. */
export function statusChoices(mayPublish: boolean, current: ItemStatus): ItemStatus[] {
  const all: ItemStatus[] = ['Draft', 'Needs Review', 'Scheduled', 'Private', 'Published'];
  return mayPublish
    ? all
    : all.filter((status) => DRAFT_STATUSES.has(status) || status === current);
}

function coordinate(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

type Checked =
  | { readonly ok: true; readonly input: ItemInput }
  | { readonly ok: false; readonly errors: DraftErrors };

const FIELD_OF: Readonly<Record<string, DraftField>> = {
  startDate: 'start',
  endDate: 'end',
  mapLat: 'mapLat',
  mapLng: 'mapLng',
};

const ITEM_FIELDS: ReadonlySet<string> = new Set<DraftField>([
  'title',
  'slug',
  'status',
  'publishOn',
  'excerpt',
  'body',
  'author',
  'tags',
  'categories',
]);

/** The form field a schema issue belongs to; 'form' when none. */
function fieldOf(path: readonly PropertyKey[]): DraftField {
  const first = String(path[0]);
  if (first === 'event') return FIELD_OF[String(path.at(-1))] ?? 'form';
  if (first === 'tracks') return 'tracks';
  return ITEM_FIELDS.has(first) ? (first as DraftField) : 'form';
}

/** A schema issue's sentence; one about a track says which ("Track 2: ..."). */
function messageOf(path: readonly PropertyKey[], message: string): string {
  return path[0] === 'tracks' && typeof path[1] === 'number'
    ? `Track ${path[1] + 1}: ${message}`
    : message;
}

/** The item to send, or what is wrong with the form, field by field. */
export function inputFromDraft(draft: ItemDraft, type: CollectionType, timeZone: string): Checked {
  const errors: DraftErrors = {};
  const time = (text: string, field: DraftField, required: boolean) => {
    if (text === '' && !required) return null;
    const at = instantOfLocal(text, timeZone);
    if (at === undefined) errors[field] = BAD_TIME;
    return at ?? null;
  };
  const publishOn = time(draft.publishOn, 'publishOn', draft.status === 'Scheduled');
  let event: unknown = null;
  if (draft.event) {
    const e = draft.event;
    const mapLat = coordinate(e.mapLat);
    const mapLng = coordinate(e.mapLng);
    if (mapLat === undefined) errors.mapLat = BAD_NUMBER;
    if (mapLng === undefined) errors.mapLng = BAD_NUMBER;
    event = {
      startDate: time(e.start, 'start', true),
      endDate: time(e.end, 'end', true),
      location: {
        addressLine1: e.addressLine1,
        addressLine2: e.addressLine2,
        addressCountry: e.addressCountry,
        mapLat: mapLat ?? null,
        mapLng: mapLng ?? null,
      },
    };
  }
  const tracks = tracksInput(draft.tracks);
  if (!tracks.ok) errors.tracks = tracks.error;
  const parsed = itemInputSchema.safeParse({
    status: draft.status,
    title: draft.title,
    ...(draft.slug.trim() === '' ? {} : { slug: draft.slug.trim() }),
    excerpt: draft.excerpt,
    body: draft.body,
    ...(draft.author.trim() === '' ? {} : { author: draft.author.trim() }),
    tags: termsOf(draft.tags),
    categories: termsOf(draft.categories),
    publishOn,
    event,
    mainImage: draft.kept.mainImage,
    tracks: tracks.ok ? tracks.tracks : [],
  });
  // A time typed badly is the first thing said at its field; the schema's issues join it.
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    errors[fieldOf(issue.path)] ??= messageOf(issue.path, issue.message);
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const problem = itemTypeProblem(type, parsed.data);
  return problem ? { ok: false, errors: { form: problem } } : { ok: true, input: parsed.data };
}
