import { describe, expect, it } from 'vitest';
import {
  isCensusId,
  parseCensusRecord,
  parseVisitTimestamp,
  serializeCensusRecord,
} from './census-record';

describe('census record', () => {
  it.each([
    ['abc-123|1700000000000|1700000000001|1700000000002|3', 'abc-123', 1700000000000, 3],
    ['a_b|1|2|3|4', 'a_b', 1, 4],
    ['-|9|9|9|1', '-', 9, 1],
  ])('parses %s', (value, id, firstVisit, visitCount) => {
    const record = parseCensusRecord(value);
    expect(record?.id).toBe(id);
    expect(record?.firstVisit).toBe(firstVisit);
    expect(record?.visitCount).toBe(visitCount);
    expect(serializeCensusRecord(record!)).toBe(value);
  });

  it('reads the fields in order: first, previous, current visit, count', () => {
    expect(parseCensusRecord('x|10|20|30|4')).toEqual({
      id: 'x',
      firstVisit: 10,
      previousVisit: 20,
      currentVisit: 30,
      visitCount: 4,
    });
  });

  it.each([
    undefined,
    '',
    'x|1|2|3',
    'x|1|2|3|4|5',
    '|1|2|3|4',
    'a b|1|2|3|4',
    'a.b|1|2|3|4',
    'x|0|2|3|4',
    'x|1|2|3|0',
    'x|01|2|3|4',
    'x|-1|2|3|4',
    'x|1.5|2|3|4',
    'x|1|2|3|4 ',
    ' x|1|2|3|4',
    'x|1|2|3|99999999999999999999',
    'x,1,2,3,4',
  ])('discards %j', (value) => {
    expect(parseCensusRecord(value)).toBeUndefined();
  });

  it('refuses to serialise a record that would not parse back', () => {
    const bad = { id: 'a b', firstVisit: 1, previousVisit: 1, currentVisit: 1, visitCount: 1 };
    expect(() => serializeCensusRecord(bad)).toThrow('Invalid census record: a b|1|1|1|1');
    const zero = { id: 'ab', firstVisit: 1, previousVisit: 1, currentVisit: 1, visitCount: 0 };
    expect(() => serializeCensusRecord(zero)).toThrow();
  });

  it.each([
    ['abc', true],
    ['a-b_c9', true],
    ['', false],
    ['a|b', false],
    ['é', false],
  ])('id %j is valid: %s', (id, valid) => {
    expect(isCensusId(id)).toBe(valid);
  });
});

describe('visit timestamp', () => {
  it.each([
    ['1', 1],
    ['1700000000000', 1700000000000],
    ['10', 10],
  ])('%s is %i', (value, expected) => {
    expect(parseVisitTimestamp(value)).toBe(expected);
  });

  it.each([undefined, '', '0', '01', '-5', '1.0', '1e3', ' 1', 'abc', '9007199254740993'])(
    '%j is not a timestamp',
    (value) => {
      expect(parseVisitTimestamp(value)).toBeUndefined();
    },
  );
});
