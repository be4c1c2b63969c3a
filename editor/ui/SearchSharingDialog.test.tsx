// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSiteLanguages } from '../i18n/site-language';
import { SearchSharingDialog } from './SearchSharingDialog';
import { renderEditor, testSite } from './test-helpers';

afterEach(cleanup);

describe('SearchSharingDialog', () => {
  it('commits the site description on blur, one store action, and shows a refusal', () => {
    const { store } = renderEditor(<SearchSharingDialog onClose={vi.fn()} />);
    const field = screen.getByLabelText('Site description');
    fireEvent.change(field, { target: { value: 'Oak things.' } });
    fireEvent.blur(field);
    expect(store.getState().updateSiteSeo).toHaveBeenCalledWith({ description: 'Oak things.' });
    store.setState({
      updateSiteSeo: vi.fn(() => ({
        ok: false as const,
        message: 'A description can be at most 320 characters.',
        field: 'description',
      })),
    });
    fireEvent.change(field, { target: { value: 'x'.repeat(400) } });
    fireEvent.blur(field);
    expect(screen.getByText('A description can be at most 320 characters.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('tells which favicon is used and goes back to the initials', () => {
    const site = testSite();
    site.settings.favicon = { fileId: 'f1', url: '/files/f1/mark.png' };
    const { store } = renderEditor(<SearchSharingDialog onClose={vi.fn()} />, { data: { site } });
    expect(screen.getByRole('status').textContent).toBe('Your image: /files/f1/mark.png');
    fireEvent.click(screen.getByRole('button', { name: 'Use initials' }));
    expect(store.getState().updateSiteSeo).toHaveBeenCalledWith({ favicon: null });
  });

  it('while editing French, edits the French site title and description beside the English', () => {
    setSiteLanguages([
      { code: 'en-US', isDefault: true },
      { code: 'fr-FR', isDefault: false },
    ]);
    const site = testSite();
    site.translations = { 'fr-FR': { description: 'Du chêne.' } };
    const { store } = renderEditor(<SearchSharingDialog onClose={vi.fn()} />, {
      data: { site, editingLanguage: 'fr-FR' },
    });
    expect(screen.queryByLabelText('Site description')).toBeNull();
    const title = screen.getByLabelText('Site title (French (France))');
    expect(title.getAttribute('aria-describedby')).toBeTruthy();
    const helps = screen.getAllByText(/^English \(United States\): .*Empty: the English/);
    expect(helps.map((help) => help.textContent?.split('.')[0])).toEqual([
      `English (United States): ${site.title}`,
      `English (United States): ${site.settings.description || '(empty)'}`,
    ]);
    const description = screen.getByLabelText(
      'Site description (French (France))',
    ) as HTMLTextAreaElement;
    expect(description.value).toBe('Du chêne.');
    fireEvent.change(title, { target: { value: 'Chêne' } });
    fireEvent.blur(title);
    expect(store.getState().updateSiteSeo).toHaveBeenCalledWith({ title: 'Chêne' });
    setSiteLanguages([{ code: 'en-US', isDefault: true }]);
  });
});
