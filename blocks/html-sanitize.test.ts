// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isOtherHost, sanitizeHtml } from './html-sanitize';

const HOST = 'shop.example.com';
const clean = (html: string) => sanitizeHtml(html, { host: HOST });

describe('sanitizeHtml: hostile input', () => {
  it.each([
    ['script tag', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['script with odd casing', '<ScRiPt src="x.js"></ScRiPt>ok', 'ok'],
    ['img onerror', '<img src=x onerror="alert(1)">', '<img src="x">'],
    ['body onload', '<p onclick="alert(1)" onmouseover=alert(2)>x</p>', '<p>x</p>'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['entity-encoded javascript:', '<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['tab inside javascript:', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['upper-case JAVASCRIPT:', '<a href="JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['data: html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['data: non-image img', '<img src="data:text/html;base64,PHNjcmlwdD4=">', '<img>'],
    ['data: video', '<video src="data:video/mp4;base64,AAAA"></video>', '<video></video>'],
    [
      'svg script',
      '<svg><script>alert(1)</script><circle r="4"></circle></svg>',
      '<svg><circle r="4"></circle></svg>',
    ],
    [
      'svg onload',
      '<svg onload="alert(1)"><rect width="2"></rect></svg>',
      '<svg><rect width="2"></rect></svg>',
    ],
    [
      'svg use of another file',
      '<svg><use href="https://evil.test/x.svg#a"></use></svg>',
      '<svg></svg>',
    ],
    [
      'svg javascript: link',
      '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg><a><text>x</text></a></svg>',
    ],
    ['mathml', '<math><mi>x</mi></math>', ''],
    ['iframe', '<iframe src="https://evil.test"></iframe>after', 'after'],
    ['srcdoc iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['style that closes early', '<style></style><img src=x onerror=alert(1)>', '<img src="x">'],
    ['svg style', '<svg><style>*{fill:red}</style></svg>', '<svg></svg>'],
    [
      'style attribute loading a URL',
      '<p style="background:url(https://evil.test/t.png)">x</p>',
      '<p>x</p>',
    ],
    ['style attribute with CSS escapes', '<p style="background:u\\72l(x.png)">x</p>', '<p>x</p>'],
    [
      'style attribute with url split by a comment',
      '<p style="background:u/**/rl(x)">x</p>',
      '<p>x</p>',
    ],
    ['style attribute with -moz-binding', '<p style="-moz-binding:x">x</p>', '<p>x</p>'],
    ['style attribute with behavior', '<p style="behavior:x.htc">x</p>', '<p>x</p>'],
    [
      'style attribute with image-set',
      '<p style="background:image-set(&quot;x.png&quot; 1x)">x</p>',
      '<p>x</p>',
    ],
    [
      'nested forms and controls',
      '<form action="/x"><form><input name="a"><button>Go</button></form></form>',
      'Go',
    ],
    ['select and textarea', '<select><option>a</option></select><textarea>t</textarea>', 'at'],
    ['base', '<base href="https://evil.test/"><a href="/a">a</a>', '<a href="/a">a</a>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.test">x', 'x'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.test/s.css">x', 'x'],
    ['template', '<template><img src=x onerror=alert(1)></template>', ''],
    ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['autofocus', '<div autofocus tabindex="0">x</div>', '<div tabindex="0">x</div>'],
    ['popover', '<div popover>x</div>', '<div>x</div>'],
    ['an unknown target', '<a href="/a" target="evil">a</a>', '<a href="/a">a</a>'],
  ])('%s', (_name, input, expected) => {
    const result = clean(input);
    expect(result.html).toBe(expected);
    expect(result.removed).toBe(true);
  });
});

describe('sanitizeHtml: what survives untouched', () => {
  it.each([
    ['headings and lists', '<h2>Our story</h2><ul><li>One</li><li>Two</li></ul>'],
    ['a page link', '<a href="/about">About</a>'],
    ['an anchor', '<a href="#contact">Contact</a>'],
    ['mail and phone', '<a href="mailto:hi@example.com">Mail</a> <a href="tel:+15551234">Call</a>'],
    ['a link on this host', '<a href="https://shop.example.com/cart">Cart</a>'],
    ['an image', '<img src="/media/photo.jpg" alt="Photo">'],
    ['a data: image', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">'],
    ['an inline colour', '<p style="color: #336; margin: 0 0 1em">Calm</p>'],
    ['a table', '<table><tbody><tr><td>a</td></tr></tbody></table>'],
    [
      'inline svg',
      '<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#f80"></circle></svg>',
    ],
    ['text that looks like a tag', '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>'],
  ])('%s', (_name, input) => {
    expect(clean(input)).toEqual({ html: input, removed: false });
  });

  it.each([
    ['another host', '<a href="https://other.test/x">x</a>'],
    ['another host, protocol-relative', '<a href="//other.test/x">x</a>'],
    ['a new window on this site', '<a href="/x" target="_blank">x</a>'],
  ])('links to %s get rel="noopener noreferrer"', (_name, input) => {
    const result = clean(input);
    const link = new DOMParser().parseFromString(result.html, 'text/html').querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(result.removed).toBe(false);
  });

  it('leaves links on its own host without rel', () => {
    expect(clean('<a href="/x">x</a>').html).toBe('<a href="/x">x</a>');
  });

  it('reads its host from the page when none is given', () => {
    const own = `<a href="${location.origin}/x">x</a>`;
    expect(sanitizeHtml(own).html).toBe(own);
  });
});

describe('isOtherHost', () => {
  it.each([
    ['/about', false],
    ['#top', false],
    ['mailto:a@b.c', false],
    ['https://shop.example.com/a', false],
    ['HTTP://Shop.Example.com/a', false],
    ['https://other.test', true],
    ['//other.test/a', true],
    ['https://shop.example.com.evil.test/', true],
  ])('%s -> %s', (href, other) => {
    expect(isOtherHost(href, HOST)).toBe(other);
  });
});

describe('sanitizeHtml with controls (an owner template’s output)', () => {
  const controls = (html: string) => sanitizeHtml(html, { host: HOST, controls: true }).html;

  it('keeps the commerce form controls with their data- attributes', () => {
    const markup =
      '<form class="product-restock-form" action="#"><input type="text" name="email">' +
      '<input type="submit" value="Sign Up"></form>' +
      '<select aria-label="Select Size" data-variant-option-name="Size"><option value="S">S</option></select>' +
      '<button type="button" data-item-id="p1">Add</button><textarea name="note"></textarea>';
    expect(controls(markup)).toBe(markup);
  });

  it('still drops script, handlers, formaction and javascript: addresses', () => {
    expect(
      controls(
        '<script>alert(1)</script><button onclick="alert(2)" formaction="javascript:alert(3)">Buy</button>' +
          '<form action="javascript:alert(4)"><input onfocus="alert(5)" autofocus></form>',
      ),
    ).toBe('<button>Buy</button><form><input></form>');
  });

  it('leaves the default profile without controls', () => {
    expect(clean('<button data-x="1">Buy</button><input>').html).toBe('Buy');
  });
});
