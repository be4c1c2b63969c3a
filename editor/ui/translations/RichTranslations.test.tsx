// @vitest-environment jsdom
// The Translations section's formatted and choice rows: an item's body in the text editor (the
// language's stored body shown, a new one typed and saved as formatted text), and a form's
// options, each labelled with its default-language words and the submit button.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { $createParagraphNode, $createTextNode, $getRoot, type LexicalEditor } from 'lexical';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formDefinitionSchema } from '../../../shared/api/forms';
import { richTextFromPlain } from '../../../shared/content/rich-text/plain';
import { forgetSiteLanguage } from '../../i18n/site-language';
import { formRows, itemRows, richSource } from '../../translations/translation-rows';
import { renderEditor } from '../test-helpers';
import { Translations } from './TranslationsPart';
import { twoLanguageFetch } from './test-fetch';

afterEach(() => {
  cleanup();
  forgetSiteLanguage();
  vi.unstubAllGlobals();
});

/** The two-language server, with `stored` as the French words; the PUTs it was sent. */
function server(kind: string, id: string, stored?: Record<string, unknown>) {
  const puts: unknown[] = [];
  const base = twoLanguageFetch(kind, id, 'fr-FR');
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      puts.push(body);
      return Response.json({ fields: body.fields, updatedAt: 2 });
    }
    if (stored && path.startsWith('/api/translations/')) {
      const translations = { 'fr-FR': { fields: stored, updatedAt: 1 } };
      return Response.json({ kind, id, defaultLanguage: 'en-US', translations });
    }
    return base(path);
  });
  return puts;
}

const item = {
  title: 'Kiln day',
  excerpt: '',
  body: richTextFromPlain('We fired the kiln.'),
  kept: { mainImage: null },
};

/** The body's text editor, once it shows the words read (it starts again when they come). */
async function bodyEditor(name: string) {
  let found: { text: HTMLElement; editor: LexicalEditor } | undefined;
  await waitFor(() => {
    const text = screen.getByRole('textbox', { name }) as HTMLElement & {
      __lexicalEditor?: LexicalEditor | null;
    };
    expect(text.__lexicalEditor).toBeTruthy();
    found = { text, editor: text.__lexicalEditor as LexicalEditor };
  });
  return found!;
}

describe('an item’s body in the Translations section', () => {
  it('shows the language’s body in the text editor and saves it with the other words', async () => {
    const puts = server('item', 'i1', { body: richTextFromPlain('Nous avons chauffé le four.') });
    renderEditor(<Translations kind="item" id="i1" rows={itemRows(item)} />);
    const { text } = await bodyEditor('Body (French (France))');
    await waitFor(() => expect(text.textContent).toBe('Nous avons chauffé le four.'));
    expect(screen.getByText(/^English \(United States\): We fired the kiln\.$/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title (French (France))'), {
      target: { value: 'Jour de cuisson' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the French (France) words' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const sent = puts[0] as { fields: { title: string; body: unknown } };
    expect(sent.fields.title).toBe('Jour de cuisson');
    expect(richSource(sent.fields.body)).toBe('Nous avons chauffé le four.');
  });

  it('marks an untranslated body and sends the one typed', async () => {
    const puts = server('item', 'i1');
    renderEditor(<Translations kind="item" id="i1" rows={itemRows(item)} />);
    const { text, editor } = await bodyEditor('Body (French (France))');
    expect(screen.getByText(/We fired the kiln\. — Not translated$/)).toBeTruthy();
    expect(screen.getByText('2 not translated yet.')).toBeTruthy();
    await act(async () => {
      editor.update(() => {
        const paragraph = $createParagraphNode().append($createTextNode('Bonjour'));
        $getRoot().clear().append(paragraph);
      });
    });
    await waitFor(() => expect(text.textContent).toBe('Bonjour'));
    await waitFor(() => expect(screen.getByText('1 not translated yet.')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save the French (France) words' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const sent = puts[0] as { fields: { body: unknown } };
    expect(richSource(sent.fields.body)).toBe('Bonjour');
  });
});

describe('a form’s choices in the Translations section', () => {
  it('labels each option and the button, and saves them under the options', async () => {
    const puts = server('form', 'contact');
    const form = formDefinitionSchema.parse({
      id: 'contact',
      name: 'Contact',
      fields: [{ id: 'topic', type: 'radio', title: 'Topic', options: ['An order', 'Other'] }],
    });
    renderEditor(<Translations kind="form" id="contact" rows={formRows(form)} />);
    const option = await screen.findByLabelText('Topic: option “An order” (French (France))');
    expect(screen.getByText('English (United States): An order')).toBeTruthy();
    fireEvent.change(option, { target: { value: 'Une commande' } });
    fireEvent.change(screen.getByLabelText('Submit button (French (France))'), {
      target: { value: 'Envoyer' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the French (France) words' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      fields: {
        fields: { topic: { options: { 'An order': 'Une commande' } } },
        submitText: 'Envoyer',
      },
    });
  });
});
