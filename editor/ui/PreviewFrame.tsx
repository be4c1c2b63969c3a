// The centre: the preview frame at the device's exact CSS width (so the frame's media queries see
// that width), its wrapper scaled down when the column is narrower. One ResizeObserver measures
// the column; nothing runs while idle. The bar above it shows the frame's own address.
import { memo, useEffect, useRef, useState } from 'react';
import { FRAME_WIDTH } from '../../shared/limits';
import { useEditorState, useServices } from './context';
import { FrameBar } from './FrameBar';
import { fitFrame } from './frame-scale';
import { InPlaceLayer } from './in-place/InPlaceLayer';

export const PREVIEW_SRC = '/preview/';

export const PreviewFrame = memo(function PreviewFrame() {
  const device = useEditorState((state) => state.device);
  const { connectFrame } = useServices();
  const areaRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [area, setArea] = useState({ width: 0, height: 0 });

  useEffect(() => {
    const element = areaRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const rect = entries[entries.length - 1]?.contentRect;
      if (rect) setArea({ width: rect.width, height: rect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => connectFrame(frameRef.current!), [connectFrame]);

  const box = fitFrame(FRAME_WIDTH[device], area.width, area.height);
  const measured = area.height > 0;
  return (
    <div className="frame-column">
      <FrameBar />
      <div className="frame-area" ref={areaRef}>
        <div
          className="frame-outer"
          data-device={device}
          style={{ width: box.outerWidth, height: measured ? box.outerHeight : undefined }}
        >
          <div
            className="frame-scaler"
            style={{
              width: box.frameWidth,
              height: measured ? box.frameHeight : undefined,
              transform: box.scale < 1 ? `scale(${box.scale})` : undefined,
            }}
          >
            <iframe
              ref={frameRef}
              className="frame"
              title="Site preview"
              src={PREVIEW_SRC}
              style={{ width: box.frameWidth }}
            />
          </div>
        </div>
      </div>
      <InPlaceLayer frame={frameRef} />
    </div>
  );
});
