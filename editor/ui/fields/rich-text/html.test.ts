// @vitest-environment jsdom
// Formatted text stored as HTML: bold, italic, links and lists go into the text editor and come
// back as the same tidy HTML; nothing that could run (a script, an event handler, a javascript:
// link) survives into what the frame shows.
import { createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../../blocks/html-sanitize';
import { editorHtml, htmlToEditorJson, tidyHtml } from './html';
import { RICH_TEXT_NODES } from './nodes';

/** HTML → the editor's JSON → a live editor's state → HTML, as the form's settings do. */
function roundTrip(html: string): string {
  const editor = createEditor({
    nodes: RICH_TEXT_NODES,
    onError: (error) => {
      throw error;
    },
  });
  const state = editor.parseEditorState(JSON.stringify(htmlToEditorJson(html)));
  return editorHtml(editor, state);
}

describe('formatted text as HTML', () => {
  it('round-trips bold, italic, a link and a list', () => {
    const html =
      '<p>Thanks <strong>so</strong> <em>much</em>, see <a href="https://example.com/faq">the FAQ</a>.</p>' +
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>';
    expect(roundTrip(html)).toBe(html);
    expect(roundTrip(roundTrip(html))).toBe(html);
  });

  it('reads <b> and <i> as bold and italic, and keeps a link that opens a new window', () => {
    expect(roundTrip('<p><b>Bold</b> and <i>italic</i></p>')).toBe(
      '<p><strong>Bold</strong> and <em>italic</em></p>',
    );
    const link =
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a></p>';
    expect(roundTrip(link)).toBe(link);
  });

  it('keeps the alignment of a paragraph and drops other inline styles', () => {
    expect(roundTrip('<p style="text-align: center; color: red">Centred</p>')).toBe(
      '<p style="text-align: center;">Centred</p>',
    );
  });

  it('puts bare text in a paragraph and stores an empty editor as nothing', () => {
    expect(roundTrip('Thanks!')).toBe('<p>Thanks!</p>');
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p>  </p>')).toBe('');
  });

  it('lets no script, event handler or javascript: link into the frame', () => {
    const hostile =
      '<p onclick="alert(1)">Hi<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">click</a></p>' +
      '<script>alert(1)</script><iframe src="https://evil.test"></iframe>';
    const stored = roundTrip(hostile);
    expect(stored).toBe('<p>Hiclick</p>');
    const shown = sanitizeHtml(stored).html;
    expect(shown).not.toMatch(/script|onerror|onclick|javascript:|<img|<iframe/i);
    expect(shown).toContain('Hi');
  });

  it('tidies the editor classes, pre-wrap spans and doubled marks away', () => {
    expect(
      tidyHtml(
        '<p class="rt-p" dir="ltr"><span style="white-space: pre-wrap;">a </span><b><strong class="rt-bold" style="white-space: pre-wrap;">b</strong></b></p>',
      ),
    ).toBe('<p>a <strong>b</strong></p>');
  });
});
