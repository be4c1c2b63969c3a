// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
