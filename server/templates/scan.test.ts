import { describe, expect, it } from 'vitest';
import { blockFindings, formatterNames, positionAt, scanTags } from './scan';

describe('scanTags', () => {
  it('finds tags with their kinds, formatters, predicates and partials', () => {
    const tags = scanTags(
      'a {x|html|apply card.block} {.section s}{.or on-sale?}{.end}{.include p}',
    );
    expect(tags.map((t) => t.kind)).toEqual(['variable', 'section', 'or', 'end', 'include']);
    expect(tags[0]?.formatters).toEqual(['html', 'apply']);
    expect(tags[0]?.partials).toEqual(['card.block']);
    expect(tags[2]?.predicate).toBe('on-sale?');
    expect(tags[4]?.partials).toEqual(['p']);
  });

  it('takes the innermost brace, as the reference parser does, and skips {##…##} comments', () => {
    const tags = scanTags('{{x}\n{##\n{y|nope}\n##}{z}');
    expect(tags.map((t) => [t.body, t.offset])).toEqual([
      ['x', 1],
      ['z', 21],
    ]);
  });

  it('tells a predicate starting like a keyword from the keyword', () => {
    const tags = scanTags('{.orange?}{.or}{.ending?}{.end}');
    expect(tags.map((t) => t.kind)).toEqual(['predicate', 'or', 'predicate', 'end']);
  });

  it('does not read the || of an .if as a formatter', () => {
    expect(formatterNames('.if a || b')).toEqual([]);
    expect(formatterNames('price|money-format|html')).toEqual(['money-format', 'html']);
  });
});

describe('positionAt', () => {
  it('counts lines and columns from 1', () => {
    expect(positionAt('ab\ncd\nef', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(positionAt('ab\ncd\nef', 6)).toEqual({ line: 3, column: 1 });
  });
});

describe('blockFindings', () => {
  it('finds unclosed blocks, stray ends, dead .or branches and misplaced .alternates with', () => {
    const found = blockFindings(
      scanTags(
        '{.end}{.section a}{.alternates with}{.or}{.or b?}{.end}{.repeated section c}{.alternates with}',
      ),
    );
    expect(found.strayEnds.map((t) => t.offset)).toEqual([0]);
    expect(found.misplaced.map((m) => [m.tag.body, m.block.body])).toEqual([
      ['.alternates with', '.section a'],
    ]);
    expect(found.dead.map((t) => t.body)).toEqual(['.or b?']);
    expect(found.unclosed.map((t) => t.body)).toEqual(['.repeated section c']);
  });

  it('opens no block for an unknown predicate, which the reference parser leaves as text', () => {
    const found = blockFindings(scanTags('{.nope?}a{.end}'), (name) => name !== 'nope?');
    expect(found.strayEnds.map((t) => t.offset)).toEqual([9]);
  });
});
