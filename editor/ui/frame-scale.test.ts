import { describe, expect, it } from 'vitest';
import { FRAME_WIDTH } from '../../shared/limits';
import { fitFrame } from './frame-scale';

describe('fitFrame', () => {
  it.each([
    // device width, available width, height -> scale, frame height, outer width
    [FRAME_WIDTH.desktop, 1200, 800, 1, 800, 1024],
    [FRAME_WIDTH.desktop, 1024, 800, 1, 800, 1024],
    [FRAME_WIDTH.desktop, 512, 800, 0.5, 1600, 512],
    [FRAME_WIDTH.tablet, 384, 600, 0.5, 1200, 384],
    [FRAME_WIDTH.phone, 900, 700, 1, 700, 428],
    [FRAME_WIDTH.phone, 0, 700, 1, 700, 428],
  ])('device %i in %i x %i px', (device, width, height, scale, frameHeight, outerWidth) => {
    const box = fitFrame(device, width, height);
    expect(box.scale).toBeCloseTo(scale);
    expect(box.frameWidth).toBe(device);
    expect(box.frameHeight).toBeCloseTo(frameHeight);
    expect(box.outerWidth).toBeCloseTo(outerWidth);
    expect(box.outerHeight).toBe(height);
  });

  it('never gives a negative height', () => {
    expect(fitFrame(1024, 1024, -5).outerHeight).toBe(0);
  });
});
