import { describe, expect, it } from 'vitest';
import { type Known, locateErrors, type RawError } from './positions';

const known: Known = {
  formatter: (name) => ['html', 'apply', 'money-format'].includes(name),
  predicate: (name) => name === 'on-sale?',
};

const locate = (errors: RawError[], template: string, partials: Record<string, string> = {}) =>
  locateErrors(errors, { template, partials }, known);

describe('locateErrors', () => {
  it('gives the n-th unknown-formatter error the n-th tag using it', () => {
    const template = 'a\n{x|nope}\n  {y|html|nope}';
    const error = { message: "SyntaxError: Formatter 'nope' is unknown" };
    expect(locate([error, error], template)).toEqual([
      { message: 'Unknown formatter "nope"', line: 2, column: 1 },
      { message: 'Unknown formatter "nope"', line: 3, column: 3 },
    ]);
  });

  it('places unknown predicates, and the stray {.end} they leave behind', () => {
    const template = '{.sold-out?}a{.end}';
    const errors = [
      { message: "SyntaxError: Predicate 'sold-out?' is unknown" },
      { message: 'SyntaxError: Instruction END not allowed at root' },
    ];
    expect(locate(errors, template)).toEqual([
      { message: 'Unknown predicate "sold-out?"', line: 1, column: 1 },
      { message: 'Instruction {.end} not allowed outside a block', line: 1, column: 14 },
    ]);
  });

  it('names the block that never executes, the unclosed block and the misplaced instruction', () => {
    expect(
      locate(
        [{ message: 'SyntaxError: This OR_PREDICATE block will never execute.' }],
        '{.section a}x{.or}\n{.or}{.end}',
      ),
    ).toEqual([{ message: 'This {.or} block never executes', line: 2, column: 1 }]);
    expect(
      locate(
        [{ message: 'SyntaxError: Reached EOF in the middle of REPEATED' }],
        '{.section a}\n {.repeated section b}',
      ),
    ).toEqual([
      { message: 'Unclosed block {.repeated section b}: it has no {.end}', line: 2, column: 2 },
    ]);
    expect(
      locate(
        [
          {
            message:
              'SyntaxError: ALTERNATES_WITH instruction is not allowed inside SECTION block.',
          },
        ],
        '{.section a}\n{.alternates with}{.end}',
      ),
    ).toEqual([
      {
        message: 'Instruction {.alternates with} not allowed in block {.section a}',
        line: 2,
        column: 1,
      },
    ]);
  });

  it('places partial errors in the partial they come from', () => {
    const partials = { card: 'one\n  {x|zzz}', loop: '{@|apply loop}' };
    const errors = [
      {
        message:
          'RuntimeError: Parse of partial "card" failed: SyntaxError: Formatter \'zzz\' is unknown',
      },
      {
        message:
          "RuntimeError: Attempt to apply partial 'loop' exceeded maximum recursion depth of 16",
      },
      { message: "RuntimeError: Attempt to apply partial 'gone' which could not be found." },
    ];
    expect(locate(errors, '{a|apply card}{b|apply loop}\n{c|apply gone}', partials)).toEqual([
      {
        message: 'Partial "card" parse failed: Unknown formatter "zzz"',
        line: 2,
        column: 3,
        partial: 'card',
      },
      {
        message: 'Partial "loop" exceeded maximum recursion depth 16',
        line: 1,
        column: 1,
        partial: 'loop',
      },
      { message: 'Partial "gone" not found', line: 2, column: 1 },
    ]);
  });

  it('places our own formatter reports at the formatter, and drops repeats', () => {
    const error = {
      message: '"money-format" formatter is not yet implemented',
      formatter: 'money-format',
    };
    expect(
      locate([error, error], '{.repeated section items}\n  {price|money-format}{.end}'),
    ).toEqual([{ message: '"money-format" formatter is not yet implemented', line: 2, column: 3 }]);
  });

  it('names the instructions by the engine when the scan finds no tag for the error', () => {
    expect(
      locate(
        [
          { message: 'SyntaxError: OR_PREDICATE instruction is not allowed inside MACRO block.' },
          { message: 'SyntaxError: This OR_PREDICATE block will never execute.' },
        ],
        'x',
      ),
    ).toEqual([
      { message: 'Instruction OR_PREDICATE not allowed in block MACRO', line: 1, column: 1 },
      { message: 'This block never executes', line: 1, column: 1 },
    ]);
  });

  it('keeps an unrecognised message, at the start of the template', () => {
    expect(locate([{ message: 'RuntimeError: something new' }], 'x')).toEqual([
      { message: 'something new', line: 1, column: 1 },
    ]);
  });
});
