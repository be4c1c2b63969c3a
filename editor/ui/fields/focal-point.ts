// Where a click or an arrow key puts an image's focal point: fractions of its width and height,
// kept inside 0-1 and rounded to three places so the document stays readable.
import type { FocalPoint } from '../../../blocks/media/image-ref';

const round = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 1000) / 1000;

/** The focal point at a click inside a box (client coordinates). */
export function focalPointAt(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 0.5, y: 0.5 };
  return { x: round((clientX - box.left) / box.width), y: round((clientY - box.top) / box.height) };
}

const STEP = 0.05;
const KEY_MOVES: Record<string, readonly [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/** The focal point after an arrow key, or null for other keys. */
export function focalPointAfterKey(point: FocalPoint, key: string): FocalPoint | null {
  const move = KEY_MOVES[key];
  if (!move) return null;
  return { x: round(point.x + move[0]), y: round(point.y + move[1]) };
}
