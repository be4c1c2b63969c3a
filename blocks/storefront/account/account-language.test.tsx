// @vitest-environment jsdom
// The account page speaks the page's language: its title, both forms and their fields.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorefrontContext } from '../context';
import { storefrontIn } from '../fixtures';
import { AccountPage } from './AccountPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the account page in German', () => {
  it('titles the page and labels both forms in German', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Not signed in.' }, { status: 401 })),
    );
    render(
      <StorefrontContext value={storefrontIn('de-DE')}>
        <AccountPage />
      </StorefrontContext>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Konto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Konto erstellen' })).toBeTruthy();
    expect(screen.getByLabelText('Passwort (Mindestens 8 Zeichen.)')).toBeTruthy();
    expect(screen.getAllByLabelText('E-Mail')).toHaveLength(2);
  });
});
