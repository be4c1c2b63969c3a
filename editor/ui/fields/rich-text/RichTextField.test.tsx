// @vitest-environment jsdom
// The text block's panel: "Loading the text editor…" while Lexical loads, then the editor,
// labelled by the field's label.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlSchema } from '../../../../blocks/html/schema';
import { richTextFromPlain } from '../../../../shared/content/rich-text/plain';
import { block } from '../../../store/test-site';
import { SettingsPanel } from '../../SettingsPanel';
import { renderEditor, testSite } from '../../test-helpers';

afterEach(cleanup);

describe('RichTextField', () => {
  it('loads the editor on demand in the Text settings', async () => {
    renderEditor(<SettingsPanel />, {
      data: {
        site: testSite([block('t1', 2, { content: richTextFromPlain('Hi there') })]),
        selectedBlockId: 't1',
      },
      services: { blockSchema: (type) => (type === 2 ? htmlSchema : undefined) },
    });
    expect(screen.getByRole('heading', { name: /^Text/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading the text editor…');
    const text = await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
    expect(text.textContent).toBe('Hi there');
    expect(screen.queryByText('Loading the text editor…')).toBeNull();
  });
});
