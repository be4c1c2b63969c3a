// Where the floating formatting toolbar of text edited in place goes: above the selected text
// (below it when there is no room above), in the editor window's coordinates. The selection's
// box is in the frame's viewport, which the editor may show scaled down (frame-scale.ts).

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly bottom: number;
}

export interface FramePlacement {
  /** The frame element's box in the editor window. */
  readonly left: number;
  readonly top: number;
  /** Shown width over CSS width (1 when not scaled). */
  readonly scale: number;
}

export interface FloatingPosition {
  readonly left: number;
  readonly top: number;
  /** True: `top` is the toolbar's bottom edge (it sits above the text). */
  readonly above: boolean;
}

/** Room kept above the text for the toolbar, and its gap to the text. */
export const TOOLBAR_ROOM = 48;
const GAP = 6;
const MARGIN = 8;

export function floatingPosition(
  selection: Box,
  frame: FramePlacement,
  windowWidth: number,
  toolbarWidth: number,
): FloatingPosition {
  const top = frame.top + selection.top * frame.scale;
  const bottom = frame.top + selection.bottom * frame.scale;
  const above = top - GAP - TOOLBAR_ROOM >= 0;
  const left = frame.left + selection.left * frame.scale;
  const maxLeft = Math.max(MARGIN, windowWidth - toolbarWidth - MARGIN);
  return {
    left: Math.min(Math.max(MARGIN, left), maxLeft),
    top: above ? top - GAP : bottom + GAP,
    above,
  };
}
