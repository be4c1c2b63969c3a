// @vitest-environment jsdom
// A form's editor follows the role: forms:write edits it (the five tabs), submissions:read alone
// reads what visitors sent, and a role with neither changes nothing.
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../../blocks/form/wire';
import { formDefinitionSchema } from '../../../shared/api/forms';
import type { ContributorRole } from '../../../shared/codes/contributor-roles';
import { forgetSiteLanguage } from '../../i18n/site-language';
import { renderEditor } from '../test-helpers';
import { twoLanguageFetch } from '../translations/test-fetch';
import { FORMS_NOT_EDITABLE, FormTabs } from './FormTabs';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const form: FormDefinition = formDefinitionSchema.parse({ id: 'f1', name: 'Contact', fields: [] });

async function renderAs(role: ContributorRole) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({ submissions: [], total: 0, page: 1, pageSize: 20, mailingListId: null }),
  );
  await act(async () => {
    const { store } = renderEditor(<FormTabs formId="f1" />, { role });
    store.setState({ formDrafts: { f1: form } });
  });
}

describe('FormTabs', () => {
  it.each([
    ['campaigns editor', true],
    ['editor', true],
    ['reporting', false],
    ['draft editor', false],
  ] as const)('the %s role gets the editing tabs: %s', async (role, tabs) => {
    await renderAs(role);
    expect(screen.queryByRole('tablist', { name: 'Form editor' }) !== null).toBe(tabs);
  });

  it('shows submissions alone to a role that may only read them', async () => {
    await renderAs('reporting');
    expect(await screen.findByText('No submissions yet.')).toBeTruthy();
  });

  it('tells a role with neither that it cannot change forms', async () => {
    await renderAs('draft editor');
    expect(screen.getByText(FORMS_NOT_EDITABLE)).toBeTruthy();
  });
});

describe('FormTabs on a site with two languages', () => {
  // The tests above answered every call alike, the settings too.
  beforeEach(() => forgetSiteLanguage());
  afterEach(() => forgetSiteLanguage());

  it('shows the form’s Translations below the tabs, a row per field title', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(twoLanguageFetch('form', 'f1', 'ja-JP'));
    const titled = formDefinitionSchema.parse({
      id: 'f1',
      name: 'Contact',
      fields: [{ id: 'email', type: 'email', title: 'Email' }],
    });
    await act(async () => {
      const { store } = renderEditor(<FormTabs formId="f1" />, { role: 'admin' });
      store.setState({ formDrafts: { f1: titled } });
    });
    const section = await screen.findByRole('region', { name: 'Translations' });
    expect(await within(section).findByLabelText('Email: title (Japanese)')).toBeTruthy();
    expect(within(section).getByText('English (United States): Email')).toBeTruthy();
  });
});
