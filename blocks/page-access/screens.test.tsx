// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageAccessMessage, UNLOCK_FORM_PATH } from '../../shared/api/page-access';
import { site as siteOf } from '../../shared/document/fixtures';
import { ENGLISH_SHOPPER_WORDS } from '../../shared/i18n/shopper-words';
import { ENGLISH_SITE_WORDS } from '../../shared/i18n/site-words';
import { AccessScreen } from './AccessScreens';

const PASSWORD_LABEL = ENGLISH_SHOPPER_WORDS.password;
const UNLOCK_BUTTON = ENGLISH_SITE_WORDS.unlockButton;

afterEach(cleanup);

const doc = siteOf([], { title: 'Juniper' });
const secret = { id: 'secret', title: 'Secret garden' };
const plain = { crumb: 'c'.repeat(65), returnTo: '/secret' };

describe('the protected page screen', () => {
  it('is a plain HTML form that posts the password, crumb, page and return address', () => {
    const { container } = render(
      <AccessScreen decision="page-password" site={doc} page={secret} {...plain} />,
    );
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(UNLOCK_FORM_PATH);
    const fields = Object.fromEntries(new FormData(form));
    expect(fields).toEqual({
      crumb: plain.crumb,
      scope: 'page',
      pageId: 'secret',
      returnTo: '/secret',
      password: '',
    });
    expect(screen.getByLabelText(PASSWORD_LABEL)).toHaveProperty('type', 'password');
    expect(container.querySelector('main')?.dataset.pageType).toBe('105');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      ENGLISH_SITE_WORDS.protectedPage,
    );
  });

  it('announces the refusal a redirect named, tied to the field', () => {
    render(
      <AccessScreen
        decision="page-password"
        site={doc}
        page={secret}
        {...plain}
        error={PageAccessMessage.wrongPassword}
      />,
    );
    const field = screen.getByLabelText(PASSWORD_LABEL);
    expect(screen.getByRole('alert').textContent).toBe(PageAccessMessage.wrongPassword);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      PageAccessMessage.wrongPassword,
    );
  });

  it('with JavaScript, sends the JSON call and shows a refusal, or calls back once right', async () => {
    const unlock = vi
      .fn()
      .mockResolvedValueOnce(PageAccessMessage.wrongPassword)
      .mockResolvedValueOnce(null);
    const onUnlocked = vi.fn();
    render(
      <AccessScreen
        decision="page-password"
        site={doc}
        page={secret}
        {...plain}
        unlock={unlock}
        onUnlocked={onUnlocked}
      />,
    );
    const button = screen.getByRole('button', { name: UNLOCK_BUTTON });
    fireEvent.click(button);
    expect(screen.getByRole('alert').textContent).toBe(PageAccessMessage.noPassword);
    expect(unlock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(PASSWORD_LABEL), { target: { value: 'nope' } });
    await act(async () => fireEvent.click(button));
    expect(unlock).toHaveBeenCalledWith({ scope: 'page', pageId: 'secret', password: 'nope' });
    expect(screen.getByRole('alert').textContent).toBe(PageAccessMessage.wrongPassword);
    fireEvent.change(screen.getByLabelText(PASSWORD_LABEL), { target: { value: 'open' } });
    await act(async () => fireEvent.click(button));
    expect(onUnlocked).toHaveBeenCalledTimes(1);
  });
});

describe('the other screens', () => {
  it('the lock screen shows the owner’s message and posts for the whole site', () => {
    const locked = {
      ...doc,
      settings: { ...doc.settings, lockScreen: { enabled: true, message: 'Back in May' } },
    };
    const { container } = render(
      <AccessScreen decision="lock-screen" site={locked} page={secret} {...plain} />,
    );
    expect(screen.getByText('Back in May')).toBeTruthy();
    expect(screen.getByText('Juniper')).toBeTruthy();
    expect(screen.queryByText(secret.title)).toBeNull();
    expect(new FormData(container.querySelector('form')!).get('scope')).toBe('site');
    expect(container.querySelector('main')?.dataset.pageType).toBe('103');
  });

  it('the member page refusal says the spec’s words and offers to sign in', () => {
    const { container } = render(
      <AccessScreen decision="members-only" site={doc} page={secret} {...plain} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page is locked');
    expect(screen.getByText('This page available only site members')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account');
    expect(container.querySelector('main')?.dataset.pageType).toBe('106');
    expect(container.querySelector('form')).toBeNull();
  });

  it('nothing for an allowed page', () => {
    const { container } = render(
      <AccessScreen decision="allowed" site={doc} page={secret} {...plain} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
