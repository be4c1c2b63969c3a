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
    screen.getByRole('button', { name: 'Move Button: Bravo' }).focus();
    // Focus entering the outline makes its rows sortable; the same handle keeps the focus.
    const handle = document.activeElement as HTMLElement;
    expect(handle.getAttribute('aria-label')).toBe('Move Button: Bravo');
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
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

  it('makes rows sortable when the pointer first enters the outline', () => {
    renderEditor(
      <BlockDnd>
        <Outline />
      </BlockDnd>,
    );
    const name = 'Move Button: Learn more';
    expect(screen.getByRole('button', { name }).getAttribute('aria-roledescription')).toBeNull();
    fireEvent.pointerOver(screen.getByRole('region', { name: 'Outline' }));
    expect(screen.getByRole('button', { name }).getAttribute('aria-roledescription')).toBe(
      'sortable',
    );
  });

  it('explains the keys to screen readers once focus reaches a handle', () => {
    renderEditor(
      <BlockDnd>
        <Outline />
      </BlockDnd>,
    );
    screen.getByRole('button', { name: 'Move Button: Learn more' }).focus();
    const handle = document.activeElement as HTMLElement;
    const help = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toContain('press Space to pick it up');
  });
});
