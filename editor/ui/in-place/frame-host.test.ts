// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { mountHost, renderedText } from './frame-host';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the in-place host', () => {
  it('stands beside the block’s text, looking the same, while the text is hidden', () => {
    document.body.innerHTML = `<div data-block-id="a"><div class="sb-rich-text sb-prose"><p>Hi</p></div></div>
      <div data-block-id="b"><div class="sb-rich-text"><p>Other</p></div></div>`;
    const shown = renderedText(document, 'a', '.sb-rich-text')!;
    expect(shown.textContent).toBe('Hi');
    const { host, remove } = mountHost(shown);
    expect(host.previousElementSibling).toBe(shown);
    expect(host.className).toBe('sb-rich-text sb-prose sb-inplace');
    expect(shown.style.display).toBe('none');
    remove();
    expect(host.isConnected).toBe(false);
    expect(shown.style.display).toBe('');
  });

  it('finds nothing for a block that is not on the page', () => {
    expect(renderedText(document, 'gone', '.sb-rich-text')).toBeNull();
  });
});
