// @vitest-environment jsdom
// The renderer against hostile stored JSON: whatever a hand-edited document says, no script, no
// event-handler attribute, no `javascript:`/`data:` address and no element outside the
// renderer's own short list reaches the DOM.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { textNode } from '../../shared/content/rich-text/plain';
import { RichText } from './RichText';

afterEach(cleanup);

type Node = Record<string, unknown>;
const rootOf = (...children: unknown[]) => ({ root: { type: 'root', children } });
const p = (...children: unknown[]): Node => ({ type: 'paragraph', children });
const link = (url: unknown, extra: Node = {}): Node => ({
  type: 'link',
  url,
  ...extra,
  children: [textNode('click')],
});

const ALLOWED_TAGS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'A',
  'BR',
  'PRE',
  'CODE',
  'STRONG',
  'EM',
  'U',
  'S',
  'SUB',
  'SUP',
  'MARK',
  'SPAN',
  'DIV',
]);
const ALLOWED_ATTRIBUTES = new Set(['class', 'style', 'href', 'target', 'rel', 'start']);

function renderValue(value: unknown): HTMLElement {
  return render(<RichText value={value} />).container;
}

/** Every element and attribute of the output is on the renderer's short list, and safe. */
function expectSafe(container: HTMLElement): void {
  for (const element of container.querySelectorAll('*')) {
    expect(ALLOWED_TAGS, element.outerHTML).toContain(element.tagName);
    for (const attribute of element.attributes) {
      expect(ALLOWED_ATTRIBUTES, element.outerHTML).toContain(attribute.name);
      expect(attribute.value.toLowerCase()).not.toMatch(
        /javascript:|data:|vbscript:|expression\(|url\(/,
      );
    }
  }
}

const HOSTILE: ReadonlyArray<readonly [string, unknown]> = [
  ['a script node', rootOf({ type: 'script', children: [textNode('alert(1)')] })],
  ['script markup as text', rootOf(p(textNode('<script>alert(1)</script>')))],
  ['an html node with markup', rootOf({ type: 'html', html: '<img src=x onerror=alert(1)>' })],
  [
    'an onerror field on a paragraph',
    rootOf({ ...p(textNode('x')), onerror: 'alert(1)', onClick: 'alert(1)' }),
  ],
  ['a javascript: link', rootOf(p(link('javascript:alert(1)')))],
  ['a javascript: link with tabs and case', rootOf(p(link('JaVa\tScRiPt:alert(1)')))],
  ['a data: link', rootOf(p(link('data:text/html,<script>alert(1)</script>')))],
  ['a vbscript: link', rootOf(p(link('vbscript:msgbox(1)')))],
  [
    'a link with an event handler field',
    rootOf(p(link('https://x.test', { onmouseover: 'alert(1)' }))),
  ],
  [
    'a link target that is not _blank',
    rootOf(p(link('/about', { target: 'javascript:alert(1)' }))),
  ],
  [
    'an SVG node with a script',
    rootOf({ type: 'svg', children: [{ type: 'script', children: [textNode('alert(1)')] }] }),
  ],
  ['SVG markup as text', rootOf(p(textNode('<svg><script>alert(1)</script></svg>')))],
  [
    'an iframe node',
    rootOf({ type: 'iframe', src: 'https://evil.test', children: [p(textNode('x'))] }),
  ],
  [
    'nested iframes in a list',
    rootOf({
      type: 'list',
      children: [
        {
          type: 'listitem',
          children: [
            { type: 'iframe', srcdoc: '<iframe src="javascript:alert(1)">', children: [] },
          ],
        },
      ],
    }),
  ],
  [
    'an image node with a data: source',
    rootOf({ type: 'image', src: 'data:image/svg+xml,<svg onload=alert(1)>' }),
  ],
  [
    'a heading tag that is a script',
    rootOf({ type: 'heading', tag: 'script', children: [textNode('x')] }),
  ],
  [
    'a heading tag with an attribute',
    rootOf({ type: 'heading', tag: 'h1 onclick=alert(1)', children: [textNode('x')] }),
  ],
  [
    'a CSS style on text',
    rootOf(p({ ...textNode('x'), style: 'background:url(javascript:alert(1))' })),
  ],
  ['a format that is a class name', rootOf({ ...p(textNode('x')), format: '" onclick="alert(1)' })],
  ['an indent that is CSS', rootOf({ ...p(textNode('x')), indent: '1em;background:url(x)' })],
  [
    'a list start that is text',
    rootOf({ type: 'list', listType: 'number', start: '1" onclick="x', children: [] }),
  ],
  ['a node that is not an object', rootOf('<script>alert(1)</script>', 5, null, [p()])],
  ['text that is not text', rootOf(p({ type: 'text', text: { __html: '<script>' } }))],
  [
    'children that are a string',
    rootOf({ type: 'paragraph', children: '<script>alert(1)</script>' }),
  ],
  ['a root that is markup', { root: '<script>alert(1)</script>' }],
  ['no value', undefined],
];

describe('RichText with hostile input', () => {
  it.each(HOSTILE)('%s renders nothing unsafe', (_, value) => {
    const container = renderValue(value);
    expectSafe(container);
    expect(container.querySelector('script, iframe, svg, img, object, embed, style')).toBeNull();
  });

  it('shows markup typed as text as text', () => {
    const container = renderValue(rootOf(p(textNode('<script>alert(1)</script>'))));
    expect(container.querySelector('p')?.textContent).toBe('<script>alert(1)</script>');
  });

  it('keeps the text of a refused link without the link', () => {
    const container = renderValue(rootOf(p(link('javascript:alert(1)'))));
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('click');
  });

  it('stops at the maximum depth', () => {
    let node: Node = textNode('deep');
    for (let i = 0; i < 40; i++) node = { type: 'quote', children: [node] };
    const container = renderValue(rootOf(node));
    expect(container.querySelectorAll('blockquote').length).toBeLessThan(20);
    expect(container.textContent).toBe('');
  });
});

describe('RichText with what Lexical stores', () => {
  it('renders marks, line breaks, tabs and links', () => {
    const container = renderValue(
      rootOf(
        p(
          textNode('bold italic', 1 | 2),
          { type: 'linebreak' },
          textNode('sup', 64),
          { type: 'tab' },
          link('https://example.com', { target: '_blank' }),
          link('/about'),
        ),
      ),
    );
    expect(container.innerHTML).toBe(
      '<p><strong><em>bold italic</em></strong><br><sup>sup</sup>\t' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">click</a>' +
        '<a href="/about">click</a></p>',
    );
  });

  it('renders every mark of the toolbar', () => {
    const container = renderValue(rootOf(p(textNode('all', 255))));
    expect(container.innerHTML).toBe(
      '<p><strong><em><u><s><sub><sup><mark><code>all</code></mark></sup></sub></s></u></em></strong></p>',
    );
  });

  it('renders lists, nested lists, quotes, code blocks, alignment and indent', () => {
    const item = (...children: unknown[]) => ({ type: 'listitem', children });
    const container = renderValue(
      rootOf(
        {
          type: 'list',
          listType: 'number',
          start: 3,
          children: [
            item(textNode('one')),
            item({ type: 'list', listType: 'bullet', children: [item(textNode('inner'))] }),
          ],
        },
        { type: 'quote', format: 'right', children: [textNode('said')] },
        { type: 'code', language: 'js', children: [{ type: 'code-highlight', text: 'let x' }] },
        { ...p(textNode('far')), indent: 2, format: 'justify' },
        p(),
      ),
    );
    expect(container.innerHTML).toBe(
      '<ol start="3"><li>one</li><li class="sb-rt-nested"><ul><li>inner</li></ul></li></ol>' +
        '<blockquote class="sb-rt-align-right">said</blockquote>' +
        '<pre><code>let x</code></pre>' +
        '<p class="sb-rt-align-justify" style="padding-inline-start: 4em;">far</p>' +
        '<p><br></p>',
    );
  });
});
