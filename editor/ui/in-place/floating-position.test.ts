import { describe, expect, it } from 'vitest';
import { floatingPosition, TOOLBAR_ROOM } from './floating-position';

const FRAME = { left: 300, top: 100, scale: 1 };

describe('floatingPosition', () => {
  it('sits just above the selected text, moved by the frame’s place in the editor', () => {
    expect(floatingPosition({ left: 40, top: 200, bottom: 220 }, FRAME, 1600, 400)).toEqual({
      left: 340,
      top: 294,
      above: true,
    });
  });

  it('follows the frame’s scale', () => {
    const scaled = floatingPosition(
      { left: 40, top: 200, bottom: 220 },
      { ...FRAME, scale: 0.5 },
      1600,
      400,
    );
    expect(scaled).toEqual({ left: 320, top: 194, above: true });
  });

  it('goes below the text when there is no room above', () => {
    const top = floatingPosition(
      { left: 40, top: 0, bottom: 20 },
      { ...FRAME, top: TOOLBAR_ROOM - 10 },
      1600,
      400,
    );
    expect(top).toMatchObject({ top: TOOLBAR_ROOM - 10 + 20 + 6, above: false });
  });

  it('stays inside the window on both sides', () => {
    expect(floatingPosition({ left: 1200, top: 200, bottom: 220 }, FRAME, 1600, 400).left).toBe(
      1192,
    );
    expect(floatingPosition({ left: -500, top: 200, bottom: 220 }, FRAME, 1600, 400).left).toBe(8);
  });
});
