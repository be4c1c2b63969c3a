// Record types of content items: spec site-and-editor.md §3 "Other enumerations"
// ("Record types include text, image, quote, link, audio, video, store-item, event,
// gallery, binary, digital-good, attachment and others").
// The numeric codes are the ones the reference template engine uses
// (@squarespace/template-engine, src/plugins/enums.ts, RecordType); the spec's
// "others" are the remaining entries of that table.

export interface RecordTypeInfo {
  readonly code: number;
  readonly name: string;
}

const table: readonly RecordTypeInfo[] = [
  { code: 1, name: 'text' },
  { code: 2, name: 'image' },
  { code: 4, name: 'quote' },
  { code: 5, name: 'link' },
  { code: 7, name: 'audio' },
  { code: 8, name: 'video' },
  { code: 11, name: 'store-item' },
  { code: 12, name: 'event' },
  { code: 14, name: 'gallery' },
  { code: 15, name: 'binary' },
  { code: 16, name: 'css-asset' },
  { code: 17, name: 'tweak-asset' },
  { code: 18, name: 'digital-good' },
  { code: 19, name: 'attachment' },
  { code: 20, name: 'wordpress-export' },
  { code: 21, name: 'json-export' },
  { code: 30, name: 'site-search' },
  { code: 31, name: 'active-time' },
  { code: 50, name: 'tweet' },
  { code: 52, name: 'checkin' },
  { code: 54, name: 'kbarticle' },
];

/** Every record type, in code order. */
export const RECORD_TYPES: readonly RecordTypeInfo[] = table;

/** Named codes for the record types templates read. */
export const RecordType = {
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  audio: 7,
  video: 8,
  storeItem: 11,
  event: 12,
  gallery: 14,
  binary: 15,
  digitalGood: 18,
  attachment: 19,
} as const;

const byCode = new Map(table.map((info) => [info.code, info]));
const byName = new Map(table.map((info) => [info.name, info]));

export function isRecordTypeCode(code: number): boolean {
  return byCode.has(code);
}

/** The spec's name for a record type code ("store-item"), or undefined when unknown. */
export function recordTypeName(code: number): string | undefined {
  return byCode.get(code)?.name;
}

export function recordTypeByName(name: string): RecordTypeInfo | undefined {
  return byName.get(name);
}
