// The server has no `window`: the template sanitizer runs in the DOM server-dom.ts makes.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../blocks/html-sanitize';
import { serverWindow } from './server-dom';

describe('serverWindow', () => {
  it('lets the sanitizer run where there is no window, keeping controls when asked', () => {
    expect(typeof window).toBe('undefined');
    const dirty = '<button data-item-id="p1" onclick="alert(1)">Add</button><script>x()</script>';
    expect(sanitizeHtml(dirty, { window: serverWindow(), controls: true }).html).toBe(
      '<button data-item-id="p1">Add</button>',
    );
    expect(serverWindow()).toBe(serverWindow());
  });
});
