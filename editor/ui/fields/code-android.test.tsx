// @vitest-environment jsdom
// The Code block's code field on Android: shown, not editable, with the spec's message.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeSchema } from '../../../blocks/code/schema';
import { block } from '../../store/test-site';
import { SettingsPanel } from '../SettingsPanel';
import { renderEditor, testSite } from '../test-helpers';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderCodeBlock(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  renderEditor(<SettingsPanel />, {
    data: { site: testSite([block('c1', 23, { code: '<p>Hi</p>' })]), selectedBlockId: 'c1' },
    services: { blockSchema: (type) => (type === 23 ? codeSchema : undefined) },
  });
  return screen.getByRole('textbox', { name: 'Code' }) as HTMLTextAreaElement;
}

describe('the code field on Android', () => {
  it('is read-only and says "Code editing is not available on Android."', () => {
    const code = renderCodeBlock('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile');
    expect(code.readOnly).toBe(true);
    expect(code.value).toBe('<p>Hi</p>');
    const help = document.getElementById(code.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe('Code editing is not available on Android.');
  });

  it('is editable elsewhere', () => {
    const code = renderCodeBlock('Mozilla/5.0 (X11; Linux x86_64) Chrome/120');
    expect(code.readOnly).toBe(false);
    expect(document.body.textContent).not.toContain('not available on Android');
  });
});
