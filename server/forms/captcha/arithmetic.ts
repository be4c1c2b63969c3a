// The offline captcha's challenge: a small sum drawn as an SVG made here (each character turned
// and shifted, crossed by noise lines, no script, no outside resource), with the same question in
// words for screen readers. The answer is a whole number from 0 to 99.

/** A source of numbers in [0, 1): Math.random, or a fixed sequence in tests. */
export type Random = () => number;

export interface ArithmeticChallenge {
  /** "7 + 5 = ?" */
  readonly text: string;
  /** "What is 7 plus 5?" */
  readonly question: string;
  readonly answer: string;
}

const pick = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

/** A sum, a difference (never below zero) or a small product. */
export function arithmeticChallenge(random: Random): ArithmeticChallenge {
  const kind = pick(random, 0, 2);
  if (kind === 2) {
    const a = pick(random, 2, 9);
    const b = pick(random, 2, 9);
    return { text: `${a} × ${b} = ?`, question: `What is ${a} times ${b}?`, answer: `${a * b}` };
  }
  const a = pick(random, 1, 20);
  const b = pick(random, 1, 20);
  if (kind === 1) {
    const [big, small] = a >= b ? [a, b] : [b, a];
    return {
      text: `${big} − ${small} = ?`,
      question: `What is ${big} minus ${small}?`,
      answer: `${big - small}`,
    };
  }
  return { text: `${a} + ${b} = ?`, question: `What is ${a} plus ${b}?`, answer: `${a + b}` };
}

/** A visitor's answer as the challenge's answer is written: digits, spaces trimmed. */
export function normalizeAnswer(answer: string): string {
  const digits = answer.trim();
  return /^\d{1,3}$/.test(digits) ? String(Number(digits)) : '';
}

const WIDTH = 200;
const HEIGHT = 60;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The challenge's text as an SVG image (role img, labelled by the question). */
export function challengeSvg(challenge: ArithmeticChallenge, random: Random): string {
  const lines = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [
      random() * WIDTH,
      random() * HEIGHT,
      random() * WIDTH,
      random() * HEIGHT,
    ];
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#8a8f98" stroke-width="1.5"/>`;
  });
  const chars = [...challenge.text];
  const step = (WIDTH - 24) / chars.length;
  const glyphs = chars.map((char, i) => {
    const x = 12 + i * step + step / 2;
    const y = 40 + (random() - 0.5) * 10;
    const angle = (random() - 0.5) * 40;
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" text-anchor="middle">${escapeXml(char)}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(challenge.question)}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="6" fill="#f4f1ea"/>`,
    ...lines,
    `<g font-family="Georgia, serif" font-size="26" font-weight="bold" fill="#1f2430">${glyphs.join('')}</g>`,
    '</svg>',
  ].join('');
}
