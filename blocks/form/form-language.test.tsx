// @vitest-environment jsdom
// The form block's own words on a page in French (docs/languages.md "The site's own words"): the
// default button, the select's first option, "Required" and the problem banners, Submitting… and
// a server's refusal in English shown in French; the owner's field titles stay as written.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormMessage } from '../../shared/forms/messages';
import { StorefrontContext } from '../storefront/context';
import { storefrontIn } from '../storefront/fixtures';
import { FormView } from './FormView';
import { formDefinition } from './fixtures';
import type { SendResult } from './submit';

afterEach(cleanup);

const french = storefrontIn('fr-FR');
const inFrench = (children: ReactNode) => (
  <StorefrontContext value={french}>{children}</StorefrontContext>
);

const definition = formDefinition('contact', '', [
  { id: 'message', type: 'textarea', title: 'Votre message', required: true },
  { id: 'topic', type: 'select', title: 'Sujet', options: ['Commandes'] },
]);

describe('a form on a French page', () => {
  it('says Required and its banners in French, and names itself in French', async () => {
    const send = vi.fn();
    render(inFrench(<FormView definition={definition} send={send} />));
    expect(screen.getByRole('form', { name: 'Formulaire' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Choisissez une option' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Un ou plusieurs champs ne sont pas valides, veuillez vérifier vos saisies.',
    );
    const field = screen.getByLabelText('Votre message', { exact: false });
    const errorId = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Obligatoire');
    expect(
      screen.getByText(
        'Votre formulaire comporte un problème. Faites défiler vers le haut pour le vérifier.',
      ),
    ).toBeTruthy();
  });

  it('labels the parts of a name and an address in French', () => {
    const parts = formDefinition('parts', 'Parts', [
      { id: 'who', type: 'name', title: 'Qui' },
      { id: 'where', type: 'address', title: 'Où' },
    ]);
    render(inFrench(<FormView definition={parts} send={vi.fn()} />));
    for (const label of ['Prénom', 'Nom', 'Adresse ligne 1', 'Ville', 'Code postal', 'Pays']) {
      expect(screen.getByLabelText(label), label).toBeTruthy();
    }
    expect(screen.getByRole('option', { name: 'Royaume-Uni' })).toBeTruthy();
  });

  it('shows Submitting… and the server’s English refusal in French', async () => {
    let finish: (result: SendResult) => void = () => {};
    const send = vi.fn(() => new Promise<SendResult>((resolve) => (finish = resolve)));
    render(inFrench(<FormView definition={definition} send={send} />));
    fireEvent.change(screen.getByLabelText('Votre message', { exact: false }), {
      target: { value: 'Bonjour' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(screen.getByRole('button', { name: 'Envoi…' })).toBeTruthy();
    await act(async () => {
      finish({ ok: false, formError: FormMessage.unknownError, fieldErrors: {} });
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Erreur inconnue, veuillez réessayer plus tard.',
    );
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeTruthy();
  });
});
