// @vitest-environment jsdom
// Opening a block's settings never writes to the document: not for any block type at its
// defaults, not for one with stored values its schema refuses, not for a stand-in for a stored
// block that could not be read. Each says what it can't show, and offers what it can do.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_SCHEMAS, getBlockSchema } from '../../blocks/schemas';
import { BlockType } from '../../shared/codes/block-types';
import type { Block } from '../../shared/document/schema';
import type { EditorState } from '../store/types';
import { SettingsPanel } from './SettingsPanel';
import { renderEditor, testSite } from './test-helpers';

afterEach(cleanup);
beforeEach(() => {
  // Fields that load lists (products, forms) from the server find none here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const WRITES = [
  'updateBlockSettings',
  'insertListItem',
  'removeListItem',
  'duplicateListItem',
  'moveListItem',
  'updateSectionStyle',
  'updateStoreSettings',
  'updateDesign',
  'duplicateBlock',
  'deleteBlock',
  'editForm',
] as const satisfies readonly (keyof EditorState)[];

/** Selects each block in turn and waits until its panel has drawn (lazy parts included). */
async function openEach(blocks: readonly Block[]) {
  const site = testSite(blocks);
  const rendered = renderEditor(<SettingsPanel />, {
    data: { site },
    services: { blockSchema: getBlockSchema },
  });
  for (const block of blocks) {
    act(() => rendered.store.getState().select(block.id));
    expect(screen.getByRole('heading', { level: 2 }).title).toBe(`Block type ${block.type}`);
    // Lazily loaded parts (rich text) can take over a second on a busy machine: a time budget.
    await waitFor(() => expect(screen.queryByText(/^Loading the /)).toBeNull(), {
      timeout: 10_000,
    });
  }
  return { ...rendered, site };
}

function expectNothingWritten(rendered: Awaited<ReturnType<typeof openEach>>) {
  const state = rendered.store.getState();
  for (const write of WRITES) expect(state[write], write).not.toHaveBeenCalled();
  expect(state.site).toBe(rendered.site);
}

describe('opening a block', () => {
  // Opens every block type in turn (about 10 s on a quiet machine): a longer time limit, so a
  // busy machine running the other test steps beside it does not cut it short.
  it('writes nothing for any block type at its defaults', { timeout: 120_000 }, async () => {
    const blocks = Object.keys(BLOCK_SCHEMAS).map((type) => ({
      id: `b${type}`,
      type: Number(type),
      settings: {},
    }));
    expectNothingWritten(await openEach(blocks));
  });

  it('writes nothing for stored values the schema refuses, and lists them', async () => {
    const bad = {
      id: 'bad',
      type: BlockType.button,
      settings: { label: 7, url: 'javascript:alert(1)', size: 'huge' },
    };
    const rendered = await openEach([bad]);
    const panel = screen.getByRole('region', { name: 'Settings' });
    const items = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/^Label: /);
    expect(panel.textContent).toContain('shows their defaults until you change them');
    expectNothingWritten(rendered);
  });

  it('explains a stand-in for a stored block, offering Delete but no fields or Duplicate', async () => {
    const standIn = {
      id: 'x',
      type: 15,
      settings: {},
      unreadable: { reason: 'type: is not a block type code of the spec' },
    };
    const rendered = await openEach([standIn]);
    const panel = screen.getByRole('region', { name: 'Settings' });
    expect(panel.textContent).toContain(
      "This block can't be shown: type: is not a block type code of the spec",
    );
    expect(within(panel).queryByRole('button', { name: 'Duplicate' })).toBeNull();
    expect(within(panel).queryByRole('group', { name: /settings/ })).toBeNull();
    expectNothingWritten(rendered);
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    expect(rendered.store.getState().deleteBlock).toHaveBeenCalledWith('x');
  });
});

describe('the note on values a block cannot use', () => {
  it('goes away once the value is changed', async () => {
    const rendered = await openEach([
      { id: 'b1', type: BlockType.button, settings: { label: 'Go', url: 42 } },
    ]);
    expect(screen.getByRole('listitem').textContent).toMatch(/^Link: /);
    fireEvent.input(screen.getByLabelText('Link'), { target: { value: '/about' } });
    expect(rendered.store.getState().updateBlockSettings).toHaveBeenCalled();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
