import { describe, expect, it } from 'vitest';
import { EDITOR_SOURCE, editorMessageSchema, PREVIEW_SOURCE } from './messages';
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

describe('the patches check by hand', () => {
  const patch = { op: 'replace', path: ['pages', 0, 'title'], value: 'Hi' };
  const candidates: Array<[string, unknown]> = [
    ['one patch', patches],
    ['no patches', { ...patches, patches: [] }],
    ['a removal without a value', { ...patches, patches: [{ op: 'remove', path: ['pages', 1] }] }],
    ['an added object', { ...patches, patches: [{ op: 'add', path: ['x'], value: { a: [1] } }] }],
    ['an extra field on the message', { ...patches, extra: 1 }],
    ['an extra field on a patch', { ...patches, patches: [{ ...patch, from: 'x' }] }],
    ['another source', { ...patches, source: 'sitebuilder/other' }],
    ['no source', { type: 'patches', patches: [patch] }],
    ['patches that are not a list', { ...patches, patches: patch }],
    ['a patch that is not an object', { ...patches, patches: ['replace'] }],
    ['a null patch', { ...patches, patches: [null] }],
    ['a bad op', { ...patches, patches: [{ ...patch, op: 'move' }] }],
    ['no path', { ...patches, patches: [{ op: 'replace', value: 1 }] }],
    ['a path that is a string', { ...patches, patches: [{ ...patch, path: 'pages/0' }] }],
    ['a path step that is an object', { ...patches, patches: [{ ...patch, path: [{}] }] }],
    [
      'a path step that is not a number',
      { ...patches, patches: [{ ...patch, path: [Number.NaN] }] },
    ],
    ['an infinite path step', { ...patches, patches: [{ ...patch, path: [Infinity] }] }],
    ['a boolean path step', { ...patches, patches: [{ ...patch, path: [true] }] }],
  ];

  it.each(candidates)('answers as the schema does for %s', (_name, data) => {
    const parsed = editorMessageSchema.safeParse(data);
    const accepted = acceptEditorMessage({ origin, data, fromExpectedWindow: true }, origin);
    expect(accepted).toEqual(parsed.success ? parsed.data : null);
  });
});
