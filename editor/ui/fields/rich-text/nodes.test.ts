// @vitest-environment jsdom
// What Lexical keeps of pasted HTML with the editor's nodes and clean-up: headings, lists, links
// and marks, without inline styles, unknown elements or links the page would refuse.
import { $generateNodesFromDOM } from '@lexical/html';
import { $getRoot, $insertNodes, createEditor, type LexicalEditor } from 'lexical';
import { afterEach, describe, expect, it } from 'vitest';
import { editableJson, RICH_TEXT_NODES, registerCleanup } from './nodes';

type NodeJson = { type: string; children?: NodeJson[]; [key: string]: unknown };

let cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

function editorWithCleanup(): LexicalEditor {
  const editor = createEditor({
    nodes: RICH_TEXT_NODES,
    onError: (error) => {
      throw error;
    },
  });
  cleanups.push(registerCleanup(editor));
  return editor;
}

function paste(html: string): NodeJson[] {
  const editor = editorWithCleanup();
  editor.update(
    () => {
      const dom = new DOMParser().parseFromString(html, 'text/html');
      $getRoot().select();
      $insertNodes($generateNodesFromDOM(editor, dom));
    },
    { discrete: true },
  );
  return editor.getEditorState().toJSON().root.children as unknown as NodeJson[];
}

function all(nodes: readonly NodeJson[]): NodeJson[] {
  return nodes.flatMap((node) => [node, ...all(node.children ?? [])]);
}

describe('pasted HTML', () => {
  const nodes = all(
    paste(`
      <h2 style="color:red">Title</h2>
      <p>Some <b>bold</b> and <span style="font-size:40px;color:red">big</span>
        <a href="https://example.com/x">good</a> <a href="javascript:alert(1)">bad</a></p>
      <ul><li>One</li><li>Two</li></ul>
      <blockquote>Said</blockquote>
      <img src="x" onerror="alert(1)"><table><tr><td>cell</td></tr></table>`),
  );
  const types = new Set(nodes.map((node) => node.type));

  it('keeps headings, lists, quotes, links and marks', () => {
    for (const type of ['heading', 'list', 'listitem', 'quote', 'link', 'text']) {
      expect(types.has(type), type).toBe(true);
    }
    expect(nodes.find((node) => node.type === 'heading')).toMatchObject({ tag: 'h2' });
    expect(nodes.find((node) => node.text === 'bold')).toMatchObject({ format: 1 });
    expect(nodes.filter((node) => node.type === 'link').map((node) => node.url)).toEqual([
      'https://example.com/x',
    ]);
  });

  it('drops inline styles, images, tables and refused links, keeping their text', () => {
    expect(nodes.filter((node) => typeof node.style === 'string' && node.style !== '')).toEqual([]);
    expect([...types].every((type) => RICH_TYPES.has(type))).toBe(true);
    const text = nodes.map((node) => node.text ?? '').join('');
    expect(text).toContain('bad');
    expect(text).toContain('cell');
  });
});

const RICH_TYPES = new Set([
  'paragraph',
  'text',
  'linebreak',
  'tab',
  'heading',
  'quote',
  'list',
  'listitem',
  'link',
  'autolink',
  'code',
  'code-highlight',
]);

describe('editableJson', () => {
  it('keeps only node types the editor knows, and a paragraph when nothing is left', () => {
    const value = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [{ type: 'iframe' }, { type: 'text', text: 'x' }] },
          { type: 'script', children: [] },
          'junk',
        ],
      },
    };
    expect(JSON.parse(editableJson(value)).root.children).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'x' }] },
    ]);
    expect(
      JSON.parse(editableJson({ root: { type: 'root', children: [{ type: 'x' }] } })).root.children,
    ).toEqual([{ type: 'paragraph', children: [], version: 1 }]);
    expect(JSON.parse(editableJson('nonsense')).root.type).toBe('root');
  });

  it('gives a state Lexical reads', () => {
    const editor = editorWithCleanup();
    const state = editor.parseEditorState(editableJson({ root: { type: 'root', children: [] } }));
    expect(state.read(() => $getRoot().getChildrenSize())).toBe(1);
  });
});
