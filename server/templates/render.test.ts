import { describe, expect, it } from 'vitest';
import { renderTemplate } from './render';

describe('renderTemplate', () => {
  it('renders a template with JSON, partials, injects and an expression', () => {
    const result = renderTemplate({
      template: '{.section item}{title|apply label}{.end} {.inject @x x.json}{@x.n} {.eval 2 * 3}',
      json: { item: { title: 'Cushion' } },
      partials: { label: '<b>{@|html}</b>' },
      injects: { 'x.json': '{"n": 7}' },
    });
    expect(result).toEqual({ output: '<b>Cushion</b> 7 6', errors: [] });
  });

  it('keeps rendering past an unknown formatter and says where it is', () => {
    const result = renderTemplate({ template: 'Price:\n  {price|glitter}', json: { price: 5 } });
    expect(result.output).toBe('Price:\n  {price|glitter}');
    expect(result.errors).toEqual([{ message: 'Unknown formatter "glitter"', line: 2, column: 3 }]);
  });

  it('reports a formatter the reference engine leaves unimplemented, in the spec wording', () => {
    const result = renderTemplate({
      template: '{.section p}\n{amount|money-format}{.end}',
      json: { p: { amount: 1 } },
    });
    expect(result.errors).toEqual([
      { message: '"money-format" formatter is not yet implemented', line: 2, column: 1 },
    ]);
  });

  it('reports the colour formatter bounds and image sizing problems in the spec wording', () => {
    const result = renderTemplate({
      template: '{colour|website-color}\n{image|resizedHeightForWidth 300}',
      json: { colour: { hue: 400, saturation: 0.5, lightness: 2 }, image: { originalSize: 'bad' } },
    });
    expect(result.errors).toEqual([
      { message: 'Hue out of bounds', line: 1, column: 1 },
      { message: 'Lightness out of bounds', line: 1, column: 1 },
      { message: 'Invalid source parameter, pass in originalSize', line: 2, column: 1 },
    ]);
  });

  it('reports a time-since of something that is not a date (spec §8)', () => {
    const result = renderTemplate({
      template: '{published|timesince}',
      json: { published: 'yesterday' },
    });
    expect(result.errors).toEqual([{ message: 'Invalid date', line: 1, column: 1 }]);
  });

  it('stops a partial that applies itself at depth 16 (site-and-editor.md §9)', () => {
    const result = renderTemplate({
      template: '{@|apply again}',
      partials: { again: 'x{@|apply again}' },
    });
    expect(result.output).toBe('x'.repeat(16));
    expect(result.errors).toEqual([
      {
        message: 'Partial "again" exceeded maximum recursion depth 16',
        line: 1,
        column: 2,
        partial: 'again',
      },
    ]);
  });
});

describe('renderTemplate rendering a source again (its parse kept)', () => {
  it('gives the same output and errors each time, partials and expressions included', () => {
    const request = {
      template:
        '{.section item}{title|apply label}{title|apply broken}{.end}\n{price|glitter}\n{.eval (1 + }',
      json: { item: { title: 'Cushion' }, price: 5 },
      partials: { label: '<b>{@|html}</b>', broken: '{@|sparkle}' },
    };
    const first = renderTemplate(request);
    expect(first.errors.map((error) => error.message)).toEqual(
      expect.arrayContaining(['Unknown formatter "glitter"']),
    );
    expect(first.errors.length).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 3; i += 1) expect(renderTemplate(request)).toEqual(first);
    const other = renderTemplate({ ...request, json: { item: { title: 'Rug' }, price: 5 } });
    expect(other.output).toContain('<b>Rug</b>');
    expect(other.errors).toEqual(first.errors);
  });
});
