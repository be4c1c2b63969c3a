// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteApiMessage } from '../../../shared/api/sites';
import { setPublishedRevision, usePublishState } from '../../saving/publish-state';
import type { RevisionsClient } from '../../saving/revisions-client';
import { TopBar } from '../TopBar';
import { renderEditor, testSite } from '../test-helpers';
import { HistoryDialog, restoredNotice } from './HistoryDialog';

afterEach(() => {
  cleanup();
  usePublishState.setState({ publishedRevision: undefined });
  vi.unstubAllGlobals();
});

const NOW = new Date('2026-03-03T12:00:00.000Z');
const TIME = { timeZone: 'UTC' };
const kept = [
  {
    revision: 7,
    savedAt: '2026-03-03T11:55:00.000Z',
    by: 'ada@example.com',
    publishedAt: null,
    publishedBy: null,
  },
  {
    revision: 5,
    savedAt: '2026-03-02T09:30:00.000Z',
    by: null,
    publishedAt: '2026-03-02T10:00:00.000Z',
    publishedBy: 'grace@example.com',
  },
];
const older = { ...testSite(), title: 'The older title' };

function fakeClient(overrides: Partial<RevisionsClient> = {}): RevisionsClient {
  return {
    list: vi.fn(async () => ({ kind: 'ok' as const, revisions: kept })),
    get: vi.fn(async (_siteId: string, revision: number) => ({
      kind: 'ok' as const,
      revision: { ...kept.find((entry) => entry.revision === revision)!, site: older },
    })),
    ...overrides,
  };
}

async function openHistory(client = fakeClient()) {
  const onClose = vi.fn();
  const rendered = renderEditor(
    <HistoryDialog onClose={onClose} client={client} now={() => NOW} time={TIME} />,
    { data: { revision: 7 } },
  );
  await act(async () => undefined);
  return { ...rendered, client, onClose, dialog: screen.getByRole('dialog', { name: 'History' }) };
}

describe('HistoryDialog', () => {
  it('lists the kept versions newest first: when, in words and as a date, and who saved', async () => {
    const { dialog, client } = await openHistory();
    expect(client.list).toHaveBeenCalledWith('test-site');
    const group = within(dialog).getByRole('group', { name: 'Saved versions, newest first' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Version 7, 5 minutes ago (open in the editor)Mar 3, 2026, 11:55 AM, saved by ada@example.com',
      'Version 5, yesterdayMar 2, 2026, 9:30 AM, saved by someone not recordedPublished Mar 2, 2026, 10:00 AM by grace@example.com',
    ]);
    expect(within(group).getByRole('radio', { name: /^Version 5, yesterday/ })).toBeTruthy();
  });

  it('lists only the published versions when asked, the live one marked, and restores it', async () => {
    setPublishedRevision(5);
    const { dialog, client, store } = await openHistory();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Published versions only' }));
    const group = within(dialog).getByRole('group', { name: 'Published versions, newest first' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Version 5, yesterdayMar 2, 2026, 9:30 AM, saved by someone not recordedLive now: published Mar 2, 2026, 10:00 AM by grace@example.com',
    ]);
    fireEvent.click(radios[0]!);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    });
    expect(client.get).toHaveBeenCalledWith('test-site', 5);
    expect(store.getState().restoreRevision).toHaveBeenCalledWith(older, expect.any(String));
  });

  it('says so when no kept version was published', async () => {
    const unpublished = kept.map((entry) => ({ ...entry, publishedAt: null, publishedBy: null }));
    const client = fakeClient({
      list: vi.fn(async () => ({ kind: 'ok' as const, revisions: unpublished })),
    });
    const { dialog } = await openHistory(client);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Published versions only' }));
    expect(within(dialog).getByText('No kept version has been published yet.')).toBeTruthy();
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
  });

  it('restores the chosen version as one edit, announces it and closes', async () => {
    const { dialog, client, store, onClose } = await openHistory();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Version 5/ }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    });
    expect(client.get).toHaveBeenCalledWith('test-site', 5);
    expect(store.getState().restoreRevision).toHaveBeenCalledWith(
      older,
      'Restored version 5, saved yesterday (Mar 2, 2026, 9:30 AM). Undo brings back what you had.',
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a choice before restoring anything', async () => {
    const { dialog, client } = await openHistory();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a version to restore.');
    expect(client.get).not.toHaveBeenCalled();
  });

  it('says so when the chosen version cannot be loaded, and stays open', async () => {
    const get = vi.fn<RevisionsClient['get']>(async () => ({
      kind: 'failed',
      status: 404,
      message: SiteApiMessage.revisionNotFound,
    }));
    const { dialog, store, onClose } = await openHistory(fakeClient({ get }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Version 7/ }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe(SiteApiMessage.revisionNotFound);
    expect(store.getState().restoreRevision).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refused restore in the dialog', async () => {
    const { dialog, store, onClose } = await openHistory();
    vi.mocked(store.getState().restoreRevision).mockReturnValue({
      ok: false,
      message: 'That version belongs to another site.',
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Version 5/ }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'That version belongs to another site.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says why the list did not load, and tries again', async () => {
    const list = vi
      .fn<RevisionsClient['list']>()
      .mockResolvedValueOnce({
        kind: 'network-error',
        message: 'Unable to connect. Please try again.',
      })
      .mockResolvedValueOnce({ kind: 'ok', revisions: kept });
    const { dialog } = await openHistory(fakeClient({ list }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Unable to connect.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
  });

  it('closes on Escape', async () => {
    const { dialog, onClose } = await openHistory();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('restoredNotice', () => {
  const restored = 'Restored version 5, saved yesterday (Mar 2, 2026, 9:30 AM).';
  it.each([
    [0, `${restored} Undo brings back what you had.`],
    [1, `${restored} Undo brings back what you had. 1 block that can't be shown was left out.`],
    [2, `${restored} Undo brings back what you had. 2 blocks that can't be shown were left out.`],
  ])('with %i blocks left out', (leftOut, expected) => {
    expect(restoredNotice(kept[1]!, NOW, leftOut, TIME)).toBe(expected);
  });
});

describe('the top bar', () => {
  it('opens History from its button, and focus comes back when it closes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ revisions: kept }), { status: 200 })),
    );
    renderEditor(<TopBar />);
    const button = screen.getByRole('button', { name: 'History' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(2);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
