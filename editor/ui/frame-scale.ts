// How the preview frame fits the centre column: the iframe keeps the device's CSS width (so its
// media queries see that width) and its wrapper is scaled down when the column is narrower.

export interface FrameBox {
  /** transform: scale(scale) on the wrapper, never above 1. */
  readonly scale: number;
  /** The iframe's own CSS size. */
  readonly frameWidth: number;
  readonly frameHeight: number;
  /** The space the scaled wrapper takes in the layout. */
  readonly outerWidth: number;
  readonly outerHeight: number;
}

export function fitFrame(
  deviceWidth: number,
  availableWidth: number,
  availableHeight: number,
): FrameBox {
  const scale =
    availableWidth > 0 && availableWidth < deviceWidth ? availableWidth / deviceWidth : 1;
  const outerHeight = Math.max(0, availableHeight);
  return {
    scale,
    frameWidth: deviceWidth,
    frameHeight: outerHeight / scale,
    outerWidth: deviceWidth * scale,
    outerHeight,
  };
}
