import { describe, expect, it } from 'vitest';
import { caseSections, helperRows, templateCase } from './cases';

describe('caseSections', () => {
  it('splits a case file at lines `:NAME`, and a line `:` alone ends a section', () => {
    expect(caseSections(':JSON\n{}\n\n:TEMPLATE\n{a}\n:\nignored\n:OUTPUT\n1\n')).toEqual({
      JSON: '{}\n',
      TEMPLATE: '{a}',
      OUTPUT: '1\n',
    });
  });
});

describe('templateCase', () => {
  it('reads a case into a render request and its trimmed output', () => {
    const text =
      ':JSON\n{"a": 1}\n:PARTIALS\n{"p": "{@}"}\n:INJECT\n{"x.json": "2"}\n:PARAMS\n{"locale": "de-DE"}\n:TEMPLATE\n{a}\n:OUTPUT\n  1  \n';
    expect(templateCase(text)).toEqual({
      request: {
        template: '{a}',
        json: { a: 1 },
        partials: { p: '{@}' },
        injects: { 'x.json': '2' },
        params: { locale: 'de-DE' },
      },
      output: '1',
    });
  });
});

describe('helperRows', () => {
  it('pairs a row with its -expected section, or reads the verdict from its name', () => {
    const text = ':one\n{"a": 1}\n:one-expected\n[1]\n:two-true\n{}\n:three-false\n{}\n';
    expect(helperRows(text)).toEqual([
      { name: 'one', input: { a: 1 }, expected: [1] },
      { name: 'two-true', input: {}, expected: true },
      { name: 'three-false', input: {}, expected: false },
    ]);
  });
});
