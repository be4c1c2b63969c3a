import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvText } from './cells';

describe('csvField', () => {
  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('/about')).toBe('/about');
  });

  it('keeps a cell starting with = + - @ from running as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('a-b')).toBe('a-b');
  });
});

describe('csvLine and csvText', () => {
  it('writes numbers as numbers (a negative one too) and ends each line with CRLF', () => {
    expect(csvLine(['/shop', 12, -3, 0.5])).toBe('/shop,12,-3,0.5\r\n');
    expect(csvLine([Number.NaN, ''])).toBe(',\r\n');
  });

  it('starts the file with a byte-order mark', () => {
    expect(
      csvText([
        ['Page', 'Views'],
        ['/', 2],
      ]),
    ).toBe('\uFEFFPage,Views\r\n/,2\r\n');
  });
});
