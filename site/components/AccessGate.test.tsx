// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPreviewStore, showSavedPage } from '../store';
import { frameTestSite } from '../test-site';
import { AccessGate, decisionAt } from './AccessGate';
import { PreviewStoreContext } from './store-context';

afterEach(cleanup);

describe('the access gate', () => {
  it('reads the page’s decision; a storefront page is closed only by the lock screen', () => {
    expect(decisionAt({ a: 'members-only' }, 'a')).toBe('members-only');
    expect(decisionAt({ a: 'members-only' }, null)).toBe('allowed');
    expect(decisionAt({ a: 'lock-screen' }, null)).toBe('lock-screen');
  });

  it('shows the screen instead of a refused page, and the page to the owner', () => {
    const store = createPreviewStore('loading');
    showSavedPage(store, frameTestSite(), '/about');
    const view = () => (
      <PreviewStoreContext value={store}>
        <AccessGate>
          <p>the page itself</p>
        </AccessGate>
      </PreviewStoreContext>
    );
    const { rerender } = render(view());
    expect(screen.getByText('the page itself')).toBeTruthy();
    store.setState({ access: { about: 'members-only' } });
    rerender(view());
    expect(screen.queryByText('the page itself')).toBeNull();
    expect(screen.getByRole('heading', { name: 'This page is locked' })).toBeTruthy();
  });
});
