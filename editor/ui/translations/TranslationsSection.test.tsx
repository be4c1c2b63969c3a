// @vitest-environment jsdom
// The Translations section: hidden on a one-language site; otherwise each text with the default
// language's words beside it, "Not translated" where nothing is typed, saved with one PUT and the
// outcome announced.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MultilingualPath } from '../../../shared/api/multilingual';
import { forgetSiteLanguage } from '../../i18n/site-language';
import { productRows } from '../../translations/translation-rows';
import { Translations } from './TranslationsPart';

afterEach(() => {
  cleanup();
  forgetSiteLanguage();
  vi.unstubAllGlobals();
});

const languages = (...codes: string[]) =>
  codes.map((code, index) => ({ code, isDefault: index === 0 }));

function server(codes: string[], stored: Record<string, unknown> = {}) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path === MultilingualPath.settings) {
      return Response.json({
        enabled: codes.length > 1,
        defaultLanguage: codes[0],
        languages: languages(...codes),
      });
    }
    if (method === 'PUT') return Response.json({ fields: body.fields, updatedAt: 1 });
    return Response.json({
      kind: 'product',
      id: 'p1',
      defaultLanguage: codes[0],
      translations: stored,
    });
  });
  return calls;
}

const rows = productRows({ name: 'Oak Side Table', description: 'Solid oak.' });

describe('Translations', () => {
  it('shows nothing when the site has one language', async () => {
    const calls = server(['en-US']);
    await act(async () => {
      render(<Translations kind="product" id="p1" rows={rows} />);
    });
    expect(screen.queryByRole('region', { name: 'Translations' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([MultilingualPath.settings]);
  });

  it('edits a language’s words beside the default language’s and saves them', async () => {
    const calls = server(['en-US', 'fr-FR', 'de-DE'], {
      'de-DE': { fields: { name: 'Beistelltisch' }, updatedAt: 1 },
    });
    render(<Translations kind="product" id="p1" rows={rows} />);
    const name = await screen.findByLabelText('Name (French (France))');
    expect(screen.getByText('English (United States): Oak Side Table')).toBeTruthy();
    expect(screen.getAllByText('Not translated')).toHaveLength(2);
    expect(screen.getByText('2 not translated yet.')).toBeTruthy();
    expect(name.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de-DE' } });
    expect((screen.getByLabelText('Name (German)') as HTMLInputElement).value).toBe(
      'Beistelltisch',
    );
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr-FR' } });

    fireEvent.change(screen.getByLabelText('Name (French (France))'), {
      target: { value: 'Table d’appoint' },
    });
    expect(screen.getByText('1 not translated yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the French (France) words' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The French (France) words are saved.'),
    );
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/translations/product/p1/fr-FR',
      body: { fields: { name: 'Table d’appoint' } },
    });
  });

  it('announces a refused save with the server’s message', async () => {
    vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
      if (path === MultilingualPath.settings) {
        return Response.json({
          enabled: true,
          defaultLanguage: 'en-US',
          languages: languages('en-US', 'fr-FR'),
        });
      }
      if (init.method === 'PUT')
        return Response.json({ error: 'The words are not valid: name: too long' }, { status: 400 });
      return Response.json({
        kind: 'product',
        id: 'p1',
        defaultLanguage: 'en-US',
        translations: {},
      });
    });
    render(<Translations kind="product" id="p1" rows={rows} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save the French (France) words' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The French (France) words were not saved: The words are not valid: name: too long',
      ),
    );
  });
});
