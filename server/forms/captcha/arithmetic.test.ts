import { describe, expect, it } from 'vitest';
import { arithmeticChallenge, challengeSvg, normalizeAnswer, type Random } from './arithmetic';

const sequence = (...values: number[]): Random => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('arithmeticChallenge', () => {
  it.each([
    [[0, 0.3, 0.5], '7 + 11 = ?', 'What is 7 plus 11?', '18'],
    [[0.5, 0.1, 0.9], '19 − 3 = ?', 'What is 19 minus 3?', '16'],
    [[0.9, 0.5, 0.99], '6 × 9 = ?', 'What is 6 times 9?', '54'],
  ])('%j gives %s', (values, text, question, answer) => {
    expect(arithmeticChallenge(sequence(...values))).toEqual({ text, question, answer });
  });

  it('keeps answers whole numbers from 0 to 99', () => {
    for (let n = 0; n < 300; n++) {
      const { answer, question } = arithmeticChallenge(Math.random);
      expect(Number(answer)).toBeGreaterThanOrEqual(0);
      expect(Number(answer)).toBeLessThanOrEqual(99);
      const [, a, op, b] = /^What is (\d+) (plus|minus|times) (\d+)\?$/.exec(question)!;
      const sum = { plus: +a! + +b!, minus: +a! - +b!, times: +a! * +b! }[op as 'plus'];
      expect(answer).toBe(String(sum));
    }
  });
});

describe('normalizeAnswer', () => {
  it.each([
    [' 18 ', '18'],
    ['018', '18'],
    ['eighteen', ''],
    ['1e1', ''],
    ['-3', ''],
    ['', ''],
  ])('%j reads %j', (answer, normal) => {
    expect(normalizeAnswer(answer)).toBe(normal);
  });
});

describe('challengeSvg', () => {
  it('draws every character, labelled by the question, with nothing that runs or loads', () => {
    const challenge = { text: '7 + 5 = ?', question: 'What is 7 plus 5?', answer: '12' };
    const svg = challengeSvg(challenge, sequence(0.2, 0.7, 0.4));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('aria-label="What is 7 plus 5?"');
    expect(svg.match(/<text /g)).toHaveLength(challenge.text.length);
    expect(svg).not.toMatch(/script|href|url\(|on\w+=/i);
  });
});
