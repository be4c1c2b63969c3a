import { describe, expect, it } from 'vitest';
import { detectSeparator, parseCsv } from './csv';

describe('parseCsv', () => {
  it.each([
    [
      'plain rows',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF line ends',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'old Mac CR line ends',
      'a,b\r1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a byte-order mark',
      '\uFEFFMonth,Sales\nJan,3',
      [
        ['Month', 'Sales'],
        ['Jan', '3'],
      ],
    ],
    ['a quoted comma', '"Portland, OR",5', [['Portland, OR', '5']]],
    ['escaped quotes', '"She said ""hi""",1', [['She said "hi"', '1']]],
    [
      'a newline inside quotes',
      '"two\nlines",1\nx,2',
      [
        ['two\nlines', '1'],
        ['x', '2'],
      ],
    ],
    ['a CRLF inside quotes', '"a\r\nb",1', [['a\r\nb', '1']]],
    ['empty fields', 'a,,c\n,,', [['a', '', 'c']]],
    [
      'blank lines skipped',
      'a,b\n\n1,2\n\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['quoted numbers with thousands', 'x,"1,234.5"', [['x', '1,234.5']]],
    [
      'semicolons (European)',
      'Mois;Ventes\nJan;1,5',
      [
        ['Mois', 'Ventes'],
        ['Jan', '1,5'],
      ],
    ],
    [
      'tabs',
      'a\tb\n1\t2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['an empty text', '', []],
  ])('reads %s', (_name, text, rows) => {
    expect(parseCsv(text).rows).toEqual(rows);
  });

  it.each([
    ['a,b;c', ','],
    ['a;b;c,d', ';'],
    ['"a;b;c",d', ','],
    ['a\tb\tc', '\t'],
    ['single', ','],
    ['a,b\nc;d;e;f', ','],
  ])('finds the separator of %j: %j', (text, separator) => {
    expect(detectSeparator(text)).toBe(separator);
  });
});
