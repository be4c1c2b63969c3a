// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_POPUP, POPUP_STORAGE_KEY } from '../../shared/access/popup';
import { ENGLISH_SHOPPER_WORDS } from '../../shared/i18n/shopper-words';
import { ENGLISH_SITE_WORDS } from '../../shared/i18n/site-words';
import { PopupOverlay } from './PopupOverlay';

const PopupText = {
  email: ENGLISH_SITE_WORDS.emailAddress,
  signUp: ENGLISH_SITE_WORDS.popupSignUp,
  close: ENGLISH_SHOPPER_WORDS.close,
};

afterEach(cleanup);

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const popup = { ...DEFAULT_POPUP, enabled: true, message: 'Ten percent off today', version: 2 };
const now = () => new Date('2026-11-26T09:00:00Z');

describe('the popup overlay', () => {
  it('opens as a labelled modal dialog with focus inside, and Escape closes it for good', () => {
    const storage = memoryStorage();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const first = render(<PopupOverlay popup={popup} storage={storage} now={now} />);
    const dialog = screen.getByRole('dialog', { name: 'Ten percent off today' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(JSON.parse(storage.items.get(POPUP_STORAGE_KEY)!)).toEqual({
      dateClosed: '2026-11-26T09:00:00.000Z',
      version: 2,
      submitted: false,
    });
    first.unmount();
    render(<PopupOverlay popup={popup} storage={storage} now={now} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    opener.remove();
  });

  it('opens again for a new version, and the Close button closes it', () => {
    const storage = memoryStorage();
    storage.setItem(
      POPUP_STORAGE_KEY,
      JSON.stringify({ dateClosed: null, version: 1, submitted: true }),
    );
    render(<PopupOverlay popup={popup} storage={storage} now={now} />);
    fireEvent.click(screen.getByRole('button', { name: PopupText.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the page when it shows and closes (the overlay call), once each', () => {
    const events: string[] = [];
    const storage = memoryStorage();
    const view = render(
      <PopupOverlay popup={popup} storage={storage} now={now} onEvent={(e) => events.push(e)} />,
    );
    view.rerender(
      <PopupOverlay popup={popup} storage={storage} now={now} onEvent={(e) => events.push(e)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: PopupText.close }));
    expect(events).toEqual(['show', 'close']);
  });

  it('asks for a valid email, then the captcha, before sending', () => {
    render(<PopupOverlay popup={popup} storage={memoryStorage()} now={now} />);
    fireEvent.click(screen.getByRole('button', { name: PopupText.signUp }));
    expect(screen.getByRole('alert').textContent).not.toBe('');
    fireEvent.change(screen.getByLabelText(PopupText.email), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: PopupText.signUp }));
    expect(screen.getByRole('alert').textContent).toBe('Complete CAPTCHA before submitting.');
  });

  it('stays shut when off', () => {
    render(<PopupOverlay popup={{ ...popup, enabled: false }} storage={memoryStorage()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
