import { describe, expect, it } from 'vitest';
import {
  isRecordTypeCode,
  RECORD_TYPES,
  RecordType,
  recordTypeByName,
  recordTypeName,
} from './record-types';

// The record types site-and-editor.md §3 names, with the reference engine's codes.
const named: readonly [string, number][] = [
  ['text', 1],
  ['image', 2],
  ['quote', 4],
  ['link', 5],
  ['audio', 7],
  ['video', 8],
  ['store-item', 11],
  ['event', 12],
  ['gallery', 14],
  ['binary', 15],
  ['digital-good', 18],
  ['attachment', 19],
];

describe('record types', () => {
  it.each(named)('%s has code %i', (name, code) => {
    expect(recordTypeName(code)).toBe(name);
    expect(recordTypeByName(name)?.code).toBe(code);
    expect(isRecordTypeCode(code)).toBe(true);
  });

  it('names the codes templates read', () => {
    expect(RecordType).toEqual({
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
    });
  });

  it('lists the others of the reference table in code order', () => {
    expect(RECORD_TYPES.map((t) => `${t.code} ${t.name}`)).toEqual([
      '1 text',
      '2 image',
      '4 quote',
      '5 link',
      '7 audio',
      '8 video',
      '11 store-item',
      '12 event',
      '14 gallery',
      '15 binary',
      '16 css-asset',
      '17 tweak-asset',
      '18 digital-good',
      '19 attachment',
      '20 wordpress-export',
      '21 json-export',
      '30 site-search',
      '31 active-time',
      '50 tweet',
      '52 checkin',
      '54 kbarticle',
    ]);
  });

  it.each([0, 3, 6, 9, 13, 53, -1])('code %i is unknown', (code) => {
    expect(isRecordTypeCode(code)).toBe(false);
    expect(recordTypeName(code)).toBeUndefined();
  });

  it('an unknown name has no record type', () => {
    expect(recordTypeByName('store item')).toBeUndefined();
  });
});
