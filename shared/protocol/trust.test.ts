import { describe, expect, it } from 'vitest';
import { EDITOR_SOURCE, PREVIEW_SOURCE } from './messages';
import { acceptEditorMessage, acceptPreviewMessage } from './trust';

const origin = 'http://127.0.0.1:3000';
const select = { source: PREVIEW_SOURCE, type: 'select', blockId: 'b1' };
const patches = {
  source: EDITOR_SOURCE,
  type: 'patches',
  patches: [{ op: 'replace', path: ['pages', 0, 'title'], value: 'Hi' }],
};

describe('acceptPreviewMessage (in the editor)', () => {
  it('accepts a well-formed message from the frame window at the frame origin', () => {
    expect(
      acceptPreviewMessage({ origin, data: select, fromExpectedWindow: true }, origin),
    ).toEqual(select);
  });

  it.each([
    ['another origin', { origin: 'http://evil.example', data: select, fromExpectedWindow: true }],
    ['another window', { origin, data: select, fromExpectedWindow: false }],
    ['an editor message', { origin, data: patches, fromExpectedWindow: true }],
    [
      'an unknown type',
      { origin, data: { source: PREVIEW_SOURCE, type: 'drop' }, fromExpectedWindow: true },
    ],
    [
      'a missing field',
      { origin, data: { source: PREVIEW_SOURCE, type: 'select' }, fromExpectedWindow: true },
    ],
    ['a string', { origin, data: 'select b1', fromExpectedWindow: true }],
  ])('ignores %s', (_name, message) => {
    expect(acceptPreviewMessage(message, origin)).toBeNull();
  });
});

describe('acceptEditorMessage (in the frame)', () => {
  it('accepts patches from the editor', () => {
    expect(
      acceptEditorMessage({ origin, data: patches, fromExpectedWindow: true }, origin),
    ).toEqual(patches);
  });

  it.each([
    ['another origin', { origin: 'null', data: patches, fromExpectedWindow: true }],
    ['another window', { origin, data: patches, fromExpectedWindow: false }],
    ['a frame message', { origin, data: select, fromExpectedWindow: true }],
    [
      'a bad patch op',
      {
        origin,
        data: { ...patches, patches: [{ op: 'move', path: [] }] },
        fromExpectedWindow: true,
      },
    ],
  ])('ignores %s', (_name, message) => {
    expect(acceptEditorMessage(message, origin)).toBeNull();
  });
});
