import { describe, expect, it } from 'vitest';
import { nameRecord, ownValue, PROTOTYPE_NAMES } from './keys';

describe.each(PROTOTYPE_NAMES)('the name %s', (name) => {
  it('is stored as an own key of a name record, and found again', () => {
    const record = nameRecord<string>();
    record[name] = 'kept';
    expect(Object.keys(record)).toEqual([name]);
    expect(ownValue(record, name)).toBe('kept');
    expect(JSON.parse(JSON.stringify(record))).toEqual(JSON.parse(`{"${name}":"kept"}`));
  });

  it('is not found in a plain object that does not hold it', () => {
    expect(ownValue({}, name)).toBeUndefined();
    expect(ownValue(JSON.parse('{"other":1}'), name)).toBeUndefined();
  });
});
