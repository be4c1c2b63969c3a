// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { button, renderEditor, testSite } from './test-helpers';

afterEach(cleanup);

function renderApp(data: Parameters<typeof renderEditor>[1] = {}) {
  return renderEditor(<App />, data);
}

describe('history shortcuts', () => {
  it.each([
    ['Ctrl+Z', { key: 'z', ctrlKey: true }, 'undo'],
    ['Cmd+Shift+Z', { key: 'Z', metaKey: true, shiftKey: true }, 'redo'],
    ['Ctrl+Y', { key: 'y', ctrlKey: true }, 'redo'],
  ] as const)('%s outside text fields runs %s', (_name, keys, action) => {
    const { store } = renderApp();
    const device = screen.getByRole('button', { name: 'Desktop' });
    device.focus();
    fireEvent.keyDown(device, keys);
    expect(store.getState()[action]).toHaveBeenCalledTimes(1);
  });

  it('leaves Ctrl+Z to the browser in a plain text field', () => {
    const { store } = renderApp();
    const search = screen.getByLabelText('Search blocks');
    search.focus();
    fireEvent.keyDown(search, { key: 'z', ctrlKey: true });
    expect(store.getState().undo).not.toHaveBeenCalled();
  });

  it('runs the editor undo in a settings field, which shows the store value', () => {
    const { store } = renderApp({ data: { selectedBlockId: 'b1' } });
    const label = screen.getByLabelText('Label', { exact: true });
    label.focus();
    const notPrevented = fireEvent.keyDown(label, { key: 'z', ctrlKey: true });
    expect(store.getState().undo).toHaveBeenCalledTimes(1);
    expect(notPrevented).toBe(false);
  });
});

describe('top bar', () => {
  it('enables Undo and Redo as the store allows', () => {
    const { store } = renderApp({ data: { canUndo: true, canRedo: false } });
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    const redo = screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement;
    expect([undo.disabled, redo.disabled]).toEqual([false, true]);
    fireEvent.click(undo);
    expect(store.getState().undo).toHaveBeenCalled();
  });

  it.each([
    ['Desktop', 'desktop', '1024px'],
    ['Tablet', 'tablet', '768px'],
    ['Phone', 'phone', '428px'],
  ])('%s sets the device and the frame width', (name, device, width) => {
    const { store } = renderApp();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(store.getState().setDevice).toHaveBeenCalledWith(device);
    expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
    const frame = screen.getByTitle('Site preview') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/preview/');
    expect(frame.style.width).toBe(width);
  });

  it('connects the frame once', () => {
    const { services } = renderApp();
    expect(services.connectFrame).toHaveBeenCalledTimes(1);
    expect(services.connectFrame).toHaveBeenCalledWith(screen.getByTitle('Site preview'));
  });

  it.each([
    ['saved', null, 'All changes saved'],
    ['saving', null, 'Saving…'],
    ['unsaved', null, 'Unsaved changes'],
    ['error', null, 'Unable to connect. Please try again.'],
  ] as const)('status %s reads %j', (saveStatus, notice, text) => {
    renderApp({ data: { saveStatus, notice } });
    const status = within(screen.getByRole('banner')).getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe(text);
  });

  it('says a refusal as an alert in the error colours, beside the save status', () => {
    renderApp({ data: { saveStatus: 'saved', notice: 'This page already has 60 blocks.' } });
    const banner = within(screen.getByRole('banner'));
    const alert = banner.getByRole('alert');
    expect(alert.textContent).toBe('This page already has 60 blocks.');
    expect(alert.className).toContain('feedback-error');
    expect(banner.getByRole('status').textContent).toBe('All changes saved');
  });

  it('says a restored version as a status in the success colours', () => {
    renderApp({ data: { notice: 'Restored version 3.', noticeTone: 'success' } });
    const banner = within(screen.getByRole('banner'));
    expect(banner.queryByRole('alert')).toBeNull();
    const restored = banner
      .getAllByRole('status')
      .find((s) => s.textContent === 'Restored version 3.');
    expect(restored?.className).toContain('feedback-success');
  });

  it('shows the frame at once and the panels once the site has loaded', () => {
    renderApp({ data: { loaded: false } });
    expect(screen.getByTitle('Site preview')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add block' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('status').textContent).toBe(
      'Loading the site…',
    );
  });

  it('dismisses a notice', () => {
    const { store } = renderApp({ data: { notice: 'Refused.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(store.getState().clearNotice).toHaveBeenCalled();
    expect(within(screen.getByRole('banner')).getByRole('status').textContent).toBe(
      'All changes saved',
    );
  });
});

describe('outline', () => {
  const site = testSite([button('b1', 'Alpha'), button('b2', 'Bravo'), button('b3', 'Charlie')]);

  it('names rows and their drag handles after the blocks', () => {
    renderApp({ data: { site } });
    const outline = screen.getByRole('region', { name: 'Outline' });
    expect(
      within(outline)
        .getAllByRole('button', { name: /^Button: / })
        .map((b) => b.textContent),
    ).toEqual(['Button: Alpha', 'Button: Bravo', 'Button: Charlie']);
    // Only the drag handles' names start with "Move " (the end-to-end tests count them).
    expect(
      screen.getAllByRole('button', { name: /^Move / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Move Button: Alpha', 'Move Button: Bravo', 'Move Button: Charlie']);
  });

  it('selects a block from its row', () => {
    const { store } = renderApp({ data: { site } });
    fireEvent.click(screen.getByRole('button', { name: 'Button: Bravo' }));
    expect(store.getState().select).toHaveBeenCalledWith('b2');
    expect(screen.getByRole('button', { name: 'Button: Bravo' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect((screen.getByLabelText('Label', { exact: true }) as HTMLInputElement).value).toBe(
      'Bravo',
    );
  });

  it('follows typing in the settings in the row name', () => {
    renderApp({ data: { site, selectedBlockId: 'b1' } });
    fireEvent.input(screen.getByLabelText('Label', { exact: true }), {
      target: { value: 'Zulu' },
    });
    expect(screen.getByRole('button', { name: 'Button: Zulu' })).toBeTruthy();
  });

  it('shows a label changed elsewhere (undo, another edit) in the field typed in', () => {
    const { store } = renderApp({ data: { site, selectedBlockId: 'b1' } });
    const label = screen.getByLabelText('Label', { exact: true }) as HTMLInputElement;
    const before = label.value;
    fireEvent.input(label, { target: { value: 'Zulu' } });
    act(() => {
      store.getState().updateBlockSettings('b1', ['label'], before);
    });
    expect(label.value).toBe(before);
    expect(screen.getByRole('button', { name: `Button: ${before}` })).toBeTruthy();
  });

  it('adds sections and asks before deleting one with blocks', () => {
    const { store } = renderApp({ data: { site } });
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(store.getState().addSection).toHaveBeenCalledWith('s1');
    expect(
      (screen.getByRole('button', { name: 'Section 1 up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete section 1' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('It holds 3 blocks');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete section' }));
    expect(store.getState().deleteSection).toHaveBeenCalledWith('s1');
  });

  it('shows the section style when a section is picked', () => {
    const { store } = renderApp({ data: { site, selectedBlockId: 'b1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Section 1' }));
    expect(store.getState().select).toHaveBeenCalledWith(null);
    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(within(settings).getByRole('heading').textContent).toBe('Section 1');
    expect(within(settings).getByLabelText('Padding')).toBeTruthy();
  });
});

describe('pages', () => {
  it('lists pages and selects one', () => {
    const { store } = renderApp();
    const pages = screen.getByRole('region', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(pages).getByRole('button', { name: 'About' }));
    expect(store.getState().selectPage).toHaveBeenCalledWith('about');
  });

  it('adds a page by title', () => {
    const { store } = renderApp();
    const input = screen.getByLabelText('New page title') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Services' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add page' }));
    expect(store.getState().addPage).toHaveBeenCalledWith('Services');
    expect(input.value).toBe('');
  });

  it('renames a page and shows a refusal', () => {
    const { store } = renderApp();
    store.setState({
      renamePage: () => ({
        ok: false,
        message: 'Home page is not a valid page URL.',
        field: 'slug',
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rename page Home' }));
    fireEvent.change(screen.getByLabelText('URL slug'), { target: { value: 'Home page' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByRole('alert').textContent).toBe('Home page is not a valid page URL.');
    expect(screen.getByLabelText('URL slug').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Page title').getAttribute('aria-invalid')).toBeNull();
  });

  it('marks only the title for a title refusal, and Escape closes the form', () => {
    const { store } = renderApp();
    store.setState({
      renamePage: () => ({ ok: false, message: 'Enter a page title.', field: 'title' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rename page Home' }));
    const title = screen.getByLabelText('Page title');
    expect(document.activeElement).toBe(title);
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('URL slug').getAttribute('aria-invalid')).toBeNull();
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(screen.queryByLabelText('Page title')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename page Home' }));
  });

  it('saves the search title and description as their own step, and shows a refusal', () => {
    const { store } = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Rename page Home' }));
    const searchTitle = screen.getByLabelText('Search title');
    expect(searchTitle.getAttribute('placeholder')).toBe('Home');
    fireEvent.change(searchTitle, { target: { value: 'Oak bowls' } });
    fireEvent.change(screen.getByLabelText('Search description'), {
      target: { value: 'Hand-turned.' },
    });
    store.setState({
      updatePageSeo: vi.fn(() => ({
        ok: false as const,
        message: 'A search title can be at most 120 characters.',
        field: 'seoTitle',
      })),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(store.getState().renamePage).not.toHaveBeenCalled();
    expect(store.getState().updatePageSeo).toHaveBeenCalledWith('home', {
      title: 'Oak bowls',
      description: 'Hand-turned.',
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'A search title can be at most 120 characters.',
    );
    expect(searchTitle.getAttribute('aria-invalid')).toBe('true');
  });

  it('reorders and deletes after confirming', () => {
    const { store } = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Page Home down' }));
    expect(store.getState().movePage).toHaveBeenCalledWith('home', 1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete page About' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete page' }),
    );
    expect(store.getState().deletePage).toHaveBeenCalledWith('about');
  });
});
