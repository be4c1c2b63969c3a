// The shape block: one SVG path (shape-paths.ts) in the chosen box, filled, optionally outlined
// (the outline keeps its width in px at any size), rotated about its centre. It is an image with a
// name only when the owner describes it; otherwise it is decoration, hidden from screen readers.
import { cssVars } from '../gallery/css-vars';
import type { BlockRenderProps } from '../types';
import type { ShapeSettings } from './schema';
import { boxFor, shapePath } from './shape-paths';
import './shape.css';

export function ShapeRender({ settings }: BlockRenderProps<ShapeSettings>) {
  const box = boxFor(settings.aspectRatio);
  const label = settings.label.trim();
  const outline = settings.stroke !== '' && settings.strokeWidth > 0;
  return (
    <div
      className={`sb-shape sb-align-${settings.align}`}
      style={cssVars({
        '--sb-shape-width': `${settings.width}%`,
        '--sb-shape-outline': `${outline ? settings.strokeWidth : 0}px`,
      })}
    >
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        focusable="false"
        role={label ? 'img' : undefined}
        aria-label={label || undefined}
        aria-hidden={label ? undefined : true}
      >
        <path
          d={shapePath(settings.shape, box)}
          fill={settings.fill}
          transform={
            settings.rotation
              ? `rotate(${settings.rotation} ${box.width / 2} ${box.height / 2})`
              : undefined
          }
          {...(outline
            ? {
                stroke: settings.stroke,
                strokeWidth: settings.strokeWidth,
                strokeLinejoin: 'round' as const,
                vectorEffect: 'non-scaling-stroke' as const,
              }
            : {})}
        />
      </svg>
    </div>
  );
}
