// @vitest-environment jsdom
// The Languages dialog (add, remove, choose the default, save; the server's refusal as it comes),
// who may open it, and the language switch with what is not translated yet.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRIBUTOR_ROLES } from '../../../shared/codes/contributor-roles';
import { setBlockTranslation } from '../../../shared/document/translate';
import type { SiteLanguage } from '../../../shared/i18n/languages';
import { can } from '../../../shared/permissions/roles';
import { forgetSiteLanguage, setSiteLanguages, useSiteLanguages } from '../../i18n/site-language';
import { TopBar } from '../TopBar';
import { renderEditor, testSite } from '../test-helpers';
import { LanguagesDialog } from './LanguagesDialog';

const ENGLISH: SiteLanguage = { code: 'en-US', isDefault: true };
const FRENCH: SiteLanguage = { code: 'fr-FR', isDefault: false };

let stored: SiteLanguage[];
const puts: unknown[] = [];

beforeEach(() => {
  stored = [ENGLISH];
  puts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { languages: SiteLanguage[] };
        puts.push(body);
        if (body.languages.length > 2) {
          return Response.json(
            { error: 'The languages are not valid: body: A site can have at most 2.', issues: [] },
            { status: 400 },
          );
        }
        stored = body.languages;
      }
      return Response.json({ languages: stored });
    }),
  );
});
afterEach(() => {
  cleanup();
  forgetSiteLanguage();
  vi.unstubAllGlobals();
});

const dialog = () => screen.getByRole('dialog', { name: 'Languages' });

describe('the Languages dialog', () => {
  it('adds French, saves it, and tells the editor the site speaks two languages', async () => {
    renderEditor(<LanguagesDialog onClose={vi.fn()} />);
    const within_ = within(dialog());
    await within_.findByRole('radio', { name: 'English (United States)' });
    fireEvent.change(within_.getByLabelText('Language to add'), { target: { value: 'fr-FR' } });
    fireEvent.click(within_.getByRole('button', { name: 'Add language' }));
    expect(within_.getByRole('radio', { name: 'French (France)' })).toBeTruthy();
    fireEvent.click(within_.getByRole('button', { name: 'Save languages' }));
    expect(await within_.findByText('Languages saved.')).toBeTruthy();
    expect(within_.getByText('Languages saved.').getAttribute('role')).toBe('status');
    expect(puts).toEqual([{ languages: [ENGLISH, FRENCH] }]);
    expect(useSiteLanguages.getState().languages).toEqual([ENGLISH, FRENCH]);
  });

  it('removes a language and moves the default, but never removes the default', async () => {
    stored = [ENGLISH, FRENCH];
    renderEditor(<LanguagesDialog onClose={vi.fn()} />);
    const within_ = within(dialog());
    const removeEnglish = (await within_.findByRole('button', {
      name: 'Remove English (United States)',
    })) as HTMLButtonElement;
    expect(removeEnglish.disabled).toBe(true);
    fireEvent.click(within_.getByRole('radio', { name: 'French (France)' }));
    fireEvent.click(within_.getByRole('button', { name: 'Remove English (United States)' }));
    fireEvent.click(within_.getByRole('button', { name: 'Save languages' }));
    await within_.findByText('Languages saved.');
    expect(puts).toEqual([{ languages: [{ code: 'fr-FR', isDefault: true }] }]);
  });

  it('shows the server’s refusal as it comes, as an alert', async () => {
    renderEditor(<LanguagesDialog onClose={vi.fn()} />);
    const within_ = within(dialog());
    await within_.findByLabelText('Language to add');
    for (const code of ['fr-FR', 'de-DE']) {
      fireEvent.change(within_.getByLabelText('Language to add'), { target: { value: code } });
      fireEvent.click(within_.getByRole('button', { name: 'Add language' }));
    }
    fireEvent.click(within_.getByRole('button', { name: 'Save languages' }));
    const alert = await within_.findByRole('alert');
    expect(alert.textContent).toBe('The languages are not valid: body: A site can have at most 2.');
  });

  it('stops editing a language the site no longer speaks', async () => {
    stored = [ENGLISH, FRENCH];
    const { store } = renderEditor(<LanguagesDialog onClose={vi.fn()} />, {
      data: { editingLanguage: 'fr-FR' },
    });
    const within_ = within(dialog());
    fireEvent.click(await within_.findByRole('button', { name: 'Remove French (France)' }));
    fireEvent.click(within_.getByRole('button', { name: 'Save languages' }));
    await within_.findByText('Languages saved.');
    expect(store.getState().setEditingLanguage).toHaveBeenCalledWith(null);
  });
});

describe('the top bar', () => {
  it.each(CONTRIBUTOR_ROLES)('offers Languages to the %s role only if it may publish', (role) => {
    renderEditor(<TopBar />, { role });
    expect(screen.queryByRole('button', { name: 'Languages' }) !== null).toBe(
      can(role, 'site:publish'),
    );
  });

  it('has no language switch while the site speaks one language', () => {
    setSiteLanguages([ENGLISH]);
    renderEditor(<TopBar />);
    expect(screen.queryByRole('button', { name: /^Editing:/ })).toBeNull();
  });

  it('switches the language edited, and shows what it has not translated yet', async () => {
    setSiteLanguages([ENGLISH, FRENCH]);
    const { store } = renderEditor(<TopBar />, {
      data: { site: setBlockTranslation(testSite(), 'fr-FR', 'x', 'label', 'x') },
    });
    const button = await screen.findByRole('button', { name: 'Editing: English (United States)' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'French (France)' }));
    expect(store.getState().setEditingLanguage).toHaveBeenCalledWith('fr-FR');
    expect(screen.getByRole('button', { name: 'Editing: French (France)' })).toBeTruthy();
    // The test site: the page titles Home and About, and the button's label.
    expect(screen.getByText('2 not translated on this page, 3 on the site')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next untranslated' }));
    expect(store.getState().select).toHaveBeenCalledWith('b1');
    fireEvent.click(screen.getByRole('button', { name: 'Editing: French (France)' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'English (United States) (default)' }));
    expect(store.getState().setEditingLanguage).toHaveBeenLastCalledWith(null);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Next untranslated' })).toBeNull(),
    );
    act(() => setSiteLanguages([ENGLISH]));
    expect(screen.queryByRole('button', { name: /^Editing:/ })).toBeNull();
  });
});
