// @vitest-environment jsdom
// A palette item dragged by the pointer: the drag starts only once the pointer moves with the
// button down (dnd-kit's 5 px from the press); a click wakes nothing and inserts.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockDnd } from './BlockDnd';
import { Outline } from './Outline';
import { Palette } from './Palette';
import { renderEditor } from './test-helpers';

afterEach(cleanup);

const announced = () =>
  screen
    .getAllByRole('status')
    .map((el) => el.textContent ?? '')
    .join(' ');

function renderPalette() {
  return renderEditor(
    <BlockDnd>
      <Palette />
      <Outline />
    </BlockDnd>,
  );
}

const paletteButton = () =>
  within(screen.getByRole('region', { name: 'Add block' })).getAllByRole('button', {
    name: 'Button',
  })[0] as HTMLElement;

const press = { button: 0, isPrimary: true, pointerId: 1, clientX: 20, clientY: 20 };

// A finished drag leaves dnd-kit's stop of the next click for a moment: the click test runs first.
describe('dragging a palette item by the pointer', () => {
  it('a press released without a move starts no drag, and the click inserts', () => {
    const { store } = renderPalette();
    const item = paletteButton();
    act(() => {
      fireEvent.pointerDown(item, press);
      fireEvent.pointerUp(item, press);
      fireEvent.click(item);
    });
    // A move after the press ended is not a drag.
    act(() => {
      fireEvent.pointerMove(item, { ...press, clientX: 40 });
    });
    expect(announced()).not.toMatch(/Picked up/);
    expect(item.className).toBe('palette-item');
    expect(store.getState().insertBlock).toHaveBeenCalledWith(53);
  });

  it('picks up a new block once the pointer moves 5 px with the button down', () => {
    renderPalette();
    const item = paletteButton();
    act(() => {
      fireEvent.pointerDown(item, press);
    });
    expect(announced()).not.toMatch(/Picked up/);
    act(() => {
      fireEvent.pointerMove(item, { ...press, clientX: 40 });
    });
    expect(announced()).toMatch(/Picked up a new Button block\./);
    expect(item.className).toBe('palette-item is-dragging');
    act(() => {
      fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    });
    expect(item.className).toBe('palette-item');
  });
});
