// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown-html';

/** The result with marked's closing line break trimmed, so expectations read as one line. */
function html(source: string) {
  const result = markdownToHtml(source, { host: 'shop.example.com' });
  return { ...result, html: result.html.trim() };
}

describe('markdownToHtml', () => {
  it.each([
    ['a heading', '## Care', '<h2>Care</h2>'],
    ['emphasis', '**bold** and *soft*', '<p><strong>bold</strong> and <em>soft</em></p>'],
    ['a list', '- one\n- two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>'],
    ['a page link', '[About](/about)', '<p><a href="/about">About</a></p>'],
    ['GFM strikethrough', '~~old~~', '<p><del>old</del></p>'],
    ['inline code', 'run `npm start`', '<p>run <code>npm start</code></p>'],
    ['harmless raw HTML', 'a <kbd>Ctrl</kbd> b', '<p>a <kbd>Ctrl</kbd> b</p>'],
  ])('renders %s', (_name, source, expected) => {
    expect(html(source)).toEqual({ html: expected, removed: false });
  });

  it('renders a GFM table', () => {
    const { html: out } = html('| Size | Price |\n| --- | --- |\n| S | $20 |');
    const table = new DOMParser().parseFromString(out, 'text/html').querySelector('table');
    expect(table?.querySelectorAll('th')).toHaveLength(2);
    expect(table?.querySelector('td')?.textContent).toBe('S');
  });

  it.each([
    ['a raw script', 'Hi\n\n<script>alert(1)</script>', '<p>Hi</p>'],
    ['a raw img onerror', '<img src=x onerror=alert(1)>', '<img src="x">'],
    ['a javascript: link', '[click](javascript:alert(1))', '<p><a>click</a></p>'],
    ['an entity-encoded javascript: link', '[x](jav&#x61;script:alert(1))', '<p><a>x</a></p>'],
    ['a raw iframe', '<iframe src="https://evil.test"></iframe>', ''],
    ['a raw style', '<style>body{display:none}</style>\n\ntext', '<p>text</p>'],
  ])('removes %s and says so', (_name, source, expected) => {
    expect(html(source)).toEqual({ html: expected, removed: true });
  });

  it.each([
    ['[Shop](https://other.test/shop)', 'noopener noreferrer'],
    ['<https://other.test/auto>', 'noopener noreferrer'],
    ['[Cart](https://shop.example.com/cart)', null],
    ['[About](/about)', null],
  ])('%s gets rel %j', (source, rel) => {
    const out = html(source).html;
    const link = new DOMParser().parseFromString(out, 'text/html').querySelector('a');
    expect(link?.getAttribute('rel')).toBe(rel);
  });
});
