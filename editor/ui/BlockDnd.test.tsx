// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockDnd } from './BlockDnd';
import { Outline } from './Outline';
import { button, renderEditor, testSite } from './test-helpers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function announced(): string[] {
  return screen.getAllByRole('status').map((el) => el.textContent ?? '');
}

describe('keyboard drag in the outline', () => {
  it('announces the pick-up, and a cancel by Escape', () => {
    renderEditor(
      <BlockDnd>
        <Outline />
      </BlockDnd>,
      { data: { site: testSite([button('b1', 'Alpha'), button('b2', 'Bravo')]) } },
    );
    vi.useFakeTimers();
    const handle = screen.getByRole('button', { name: 'Move Button: Bravo' });
    handle.focus();
    act(() => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    expect(announced().join(' ')).toMatch(
      /^Picked up Button block\. Button block is over position/,
    );
    // dnd-kit starts listening for the move and drop keys on the next timer tick.
    act(() => {
      vi.advanceTimersByTime(0);
    });
    act(() => {
      fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    });
    expect(announced()).toContain('Cancelled. Button block was not moved.');
  });

  it('explains the keys to screen readers', () => {
    renderEditor(
      <BlockDnd>
        <Outline />
      </BlockDnd>,
    );
    const handle = screen.getByRole('button', { name: 'Move Button: Learn more' });
    const help = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toContain('press Space to pick it up');
  });
});
