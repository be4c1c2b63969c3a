// @vitest-environment jsdom
import { DndContext } from '@dnd-kit/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BLOCK_TYPES,
  blockDisplayName,
  PROMOTED_BLOCK_TYPES,
} from '../../shared/codes/block-types';
import { Palette } from './Palette';
import { renderEditor } from './test-helpers';

afterEach(cleanup);

function renderPalette() {
  const rendered = renderEditor(
    <DndContext>
      <Palette />
    </DndContext>,
  );
  return { ...rendered, region: screen.getByRole('region', { name: 'Add block' }) };
}

function codeOf(button: HTMLElement): string | null | undefined {
  return document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
}

describe('Palette', () => {
  it('lists every block type by its display name, its code only in the tooltip', () => {
    const { region } = renderPalette();
    for (const info of BLOCK_TYPES) {
      const name = blockDisplayName(info.code);
      const buttons = within(region).getAllByRole('button', { name });
      const promoted = PROMOTED_BLOCK_TYPES.includes(info.code);
      expect(buttons, name).toHaveLength(promoted ? 2 : 1);
      for (const item of buttons) {
        expect(item.title).toBe(`Block type ${info.code}`);
        expect(codeOf(item)).toBeUndefined();
        expect(item.textContent).toBe(name);
      }
    }
  });

  it('shows the codes of the matches when the search is a code', () => {
    const { region } = renderPalette();
    fireEvent.change(screen.getByLabelText('Search blocks'), { target: { value: '5' } });
    const button = within(region).getByRole('button', { name: 'Button' });
    expect(codeOf(button)).toBe('53');
    fireEvent.change(screen.getByLabelText('Search blocks'), { target: { value: 'butt' } });
    expect(codeOf(within(region).getByRole('button', { name: 'Button' }))).toBeUndefined();
  });

  it('groups the items, the spec promoted types first', () => {
    const { region } = renderPalette();
    const groups = within(region).getAllByRole('group');
    expect(groups[0]).toHaveProperty('textContent', expect.stringContaining('Promoted'));
    const promoted = within(groups[0]!).getAllByRole('button');
    expect(promoted.map((b) => b.getAttribute('aria-label'))).toEqual(
      PROMOTED_BLOCK_TYPES.map(blockDisplayName),
    );
  });

  it.each([
    ['53', ['Button']],
    ['butt', ['Button']],
    ['Horizontal', ['Horizontal rule']],
  ])('search %j shows %j, each once', (query, names) => {
    const { region } = renderPalette();
    fireEvent.change(screen.getByLabelText('Search blocks'), { target: { value: query } });
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(names);
  });

  it('says when nothing matches', () => {
    const { region } = renderPalette();
    fireEvent.change(screen.getByLabelText('Search blocks'), { target: { value: 'nothing' } });
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    expect(region.textContent).toContain('No block matches “nothing”.');
  });

  it('inserts on activation (a native button, so Enter and Space click it)', () => {
    const { region, store } = renderPalette();
    const item = within(region).getByRole('button', { name: 'Button' });
    expect(item.tagName).toBe('BUTTON');
    expect(item.getAttribute('type')).toBe('button');
    item.focus();
    fireEvent.click(item);
    expect(store.getState().insertBlock).toHaveBeenCalledWith(53);
  });
});
