import { describe, expect, it } from 'vitest';
import { formFieldSchema } from '../../shared/api/forms';
import { csvField, neutralizeCell } from '../../shared/csv/cells';
import { submissionsCsv } from './csv';

describe('neutralizeCell', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['a=b', 'a=b'],
    ['', ''],
    ['a date 2026-01-02', 'a date 2026-01-02'],
    ['  =1', "  '=1"],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠cmd', "'＠cmd"],
    ['a,=1', "a,'=1"],
    ['a;=cmd()', "a;'=cmd()"],
    ['a\t+1', "a\t'+1"],
    ['a\n@x', "a\n'@x"],
    ['a;  -1', "a;  '-1"],
    ['a;\t=1', "a;'\t'=1"],
    ['\r\n=1', "'\r\n'=1"],
  ])('%j becomes %j', (cell, safe) => {
    expect(neutralizeCell(cell)).toBe(safe);
  });
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['a carriage return\r\nand a line feed', '"a carriage return\r\nand a line feed"'],
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ['x;=1', `"x;'=1"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ])('%j is written %j', (cell, written) => {
    expect(csvField(cell)).toBe(written);
  });
});

describe('submissionsCsv', () => {
  it('writes a header by title and one row per submission', () => {
    const fields = [
      formFieldSchema.parse({ id: 'name', type: 'name', title: 'Name' }),
      formFieldSchema.parse({ id: 'sec', type: 'section', title: 'About you' }),
      formFieldSchema.parse({ id: 'note', type: 'text' }),
    ];
    const submission = {
      id: 's1',
      formId: 'f',
      createdAt: '2026-01-02T03:04:05.000Z',
      pagePath: '/',
      values: { name: ['Ada', 'L'], note: '-1' },
    };
    expect(submissionsCsv(fields, [submission])).toBe(
      '\uFEFFSubmitted,Name,note\r\n2026-01-02T03:04:05.000Z,"Ada, L",\'-1\r\n',
    );
  });
});
