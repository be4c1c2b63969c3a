// The map drawing as SVG: land, city blocks (and buildings at street zoom), the park with its
// trees and the streets in the turned grid, then the river, then the main roads over it as
// bridges. Colours come from the style's CSS variables (map.css).
import type { MapArt, Segment } from './map-art';
import { CENTRE, MAP_HEIGHT, MAP_WIDTH } from './map-art';

const segmentKey = (segment: Segment) => `${segment.x1},${segment.y1},${segment.x2},${segment.y2}`;

function Lines(props: { segments: readonly Segment[]; className: string; width: number }) {
  return (
    <g className={props.className} strokeWidth={props.width} strokeLinecap="square">
      {props.segments.map((segment) => (
        <line key={segmentKey(segment)} {...segment} />
      ))}
    </g>
  );
}

export function MapDrawing(props: { art: MapArt; label: string }) {
  const { art, label } = props;
  const turn = `rotate(${art.rotation} ${CENTRE.x} ${CENTRE.y})`;
  return (
    <svg
      className="sb-map-drawing"
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={label}
    >
      <rect className="sb-map-land" width={MAP_WIDTH} height={MAP_HEIGHT} />
      <g transform={turn}>
        {art.blocks.map((block) => (
          <rect key={`${block.x},${block.y}`} className="sb-map-block" rx="3" {...block} />
        ))}
        {art.buildings.map((building) => (
          <rect
            key={`${building.x},${building.y}`}
            className="sb-map-building"
            rx="2"
            {...building}
          />
        ))}
        <rect
          className="sb-map-park"
          rx="10"
          x={art.park.x}
          y={art.park.y}
          width={art.park.width}
          height={art.park.height}
        />
        {art.park.trees.map((tree) => (
          <circle key={`${tree.cx},${tree.cy}`} className="sb-map-tree" {...tree} />
        ))}
        <Lines segments={art.streets} className="sb-map-streets" width={art.streetWidth} />
      </g>
      <path className="sb-map-river" d={art.river.path} strokeWidth={art.river.width} />
      <g transform={turn}>
        <Lines segments={art.roads} className="sb-map-roads" width={art.roadWidth} />
      </g>
    </svg>
  );
}
