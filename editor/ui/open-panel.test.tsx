// @vitest-environment jsdom
// Opening a block's settings panel changes nothing: no edit, no patch to the frame, no undo step,
// no save. Checked for every block type with its stored settings (its defaults, as a new block
// is stored), through the real store and the real field components.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_DEFINITIONS } from '../../blocks/registry';
import { getBlockSchema } from '../../blocks/schemas';
import { BlockType } from '../../shared/codes/block-types';
import type { DocumentPatch } from '../../shared/protocol/messages';
import { UNREACHABLE } from '../owner-call';
import { configureBlocks, useEditor } from '../store';
import { onDocumentPatches } from '../store/patch-listeners';
import { block, page, section, site } from '../store/test-site';
import { EditorProvider, type EditorServices } from './context';
import { SettingsPanel } from './SettingsPanel';
import { signInAs } from './test-helpers';

const definitions = Object.values(BLOCK_DEFINITIONS);

const services: EditorServices = {
  blockSchema: getBlockSchema,
  hasUnsavedChanges: () => false,
  saveNow: vi.fn(async () => true),
  discardChanges: vi.fn(),
  connectFrame: () => () => undefined,
  navigate: vi.fn(),
};

let heard: DocumentPatch[][] = [];
let stop = () => {};

beforeEach(() => {
  // Panels that load data (forms, files, the store) find nothing; opening must still not edit.
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  configureBlocks(getBlockSchema);
  signInAs('admin');
  const blocks = definitions.map((definition) =>
    block(`b${definition.type}`, definition.type, structuredClone(definition.defaults)),
  );
  useEditor.getState().load(site([page('home', [section('s1', blocks)])]), 1);
  heard = [];
  stop = onDocumentPatches((patches) => heard.push([...patches]));
});
afterEach(() => {
  stop();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Opens `blockId`'s panel and lets it settle. */
async function open(blockId: string) {
  useEditor.getState().select(blockId);
  render(
    <EditorProvider store={useEditor} services={services}>
      <SettingsPanel />
    </EditorProvider>,
  );
  // Parts loaded on first use (the text editor) show "Loading the …" until they are there.
  await waitFor(() => expect(screen.queryByText(/^Loading the /)).toBeNull(), { timeout: 5000 });
  // No refusal shows on opening. A panel that loads data may say the (stubbed, offline) server
  // could not be reached, sooner or later depending on the machine's load: that is not one.
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts.filter((text) => text !== '' && text !== UNREACHABLE)).toEqual([]);
  // Effects and editors that settle after mounting (rich text) run here.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(document.querySelector('fieldset.fields')).not.toBeNull();
}

function expectNoEdit(before: unknown) {
  const after = useEditor.getState();
  expect(heard).toEqual([]);
  expect(after.site).toBe(before);
  expect(after.canUndo).toBe(false);
  expect(after.saveStatus).toBe('saved');
  expect(services.saveNow).not.toHaveBeenCalled();
}

describe('opening a block’s settings', () => {
  it.each(definitions.map((definition) => [definition.type] as const))(
    'type %i: changes nothing',
    async (type) => {
      const before = useEditor.getState().site;
      await open(`b${type}`);
      expectNoEdit(before);
    },
  );

  it('leaves a rich text stored without the fields the text editor adds as it is', async () => {
    const bare = {
      root: {
        type: 'root',
        children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi' }] }],
      },
    };
    const text = block('bare', BlockType.html, { content: bare });
    useEditor.getState().load(site([page('home', [section('s1', [text])])]), 1);
    const before = useEditor.getState().site;
    await open('bare');
    expect(screen.getByRole('textbox', { name: 'Text' }).textContent).toBe('Hi');
    expectNoEdit(before);
  });
});
