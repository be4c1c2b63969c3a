// The map block's drawing, made up from the address alone (no map tiles from another host): a
// hash of the address seeds a small random generator, which lays out a street grid turned by a few
// degrees, city blocks (with building footprints, except in a city view), a park near the centre, main
// roads, a diagonal avenue and a river kept away from the centre, so the pin in the middle is
// never in the water. The same address (ignoring case and spacing) always draws the same map.
// Coordinates are in a 1200 × 800 viewBox centred on the pin; the grid is laid out in a frame
// turned by `rotation` degrees about the centre, the river in the unturned frame.

export const MAP_WIDTH = 1200;
export const MAP_HEIGHT = 800;
export const CENTRE = { x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 } as const;

export const MAP_ZOOMS = ['street', 'neighbourhood', 'city'] as const;
export type MapZoom = (typeof MAP_ZOOMS)[number];

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
export interface Segment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}
export interface Tree {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
}

export interface MapArt {
  readonly rotation: number;
  readonly blocks: readonly Rect[];
  readonly buildings: readonly Rect[];
  readonly park: Rect & { readonly trees: readonly Tree[] };
  readonly streets: readonly Segment[];
  readonly streetWidth: number;
  readonly roads: readonly Segment[];
  readonly roadWidth: number;
  readonly river: { readonly path: string; readonly width: number; readonly offset: number };
}

interface ZoomScale {
  readonly spacing: number;
  readonly street: number;
  readonly road: number;
  readonly river: number;
}

const SCALES: Readonly<Record<MapZoom, ZoomScale>> = {
  street: { spacing: 300, street: 22, road: 34, river: 110 },
  neighbourhood: { spacing: 170, street: 12, road: 22, river: 80 },
  city: { spacing: 90, street: 6, road: 14, river: 56 },
};

/** Building footprints: their margin inside a block and the gap between them; none in a city
 * view, where they would be specks. */
const FOOTPRINT_GAPS: Readonly<Record<MapZoom, readonly [number, number]>> = {
  street: [10, 8],
  neighbourhood: [6, 5],
  city: [0, 0],
};

/** How far the grid reaches from the centre, so a turned grid still covers every corner. */
const REACH = 760;

/** FNV-1a over the address as people would read it: case and runs of spaces do not count. */
export function addressHash(address: string): number {
  const text = address.trim().toLowerCase().replace(/\s+/g, ' ');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny, good-enough generator of numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Street positions along one axis: one just past the centre (the address's street), then
 * outwards both ways at jittered spacing. */
function streetLines(random: () => number, centre: number, spacing: number): number[] {
  const anchor = centre + spacing * (0.25 + random() * 0.2);
  const step = () => spacing * (0.8 + random() * 0.4);
  const lines = [anchor];
  while (lines[lines.length - 1]! < centre + REACH) lines.push(lines[lines.length - 1]! + step());
  while (lines[0]! > centre - REACH) lines.unshift(lines[0]! - step());
  return lines.map(round);
}

function inset(rect: Rect, by: number): Rect {
  return {
    x: round(rect.x + by),
    y: round(rect.y + by),
    width: round(Math.max(0, rect.width - 2 * by)),
    height: round(Math.max(0, rect.height - 2 * by)),
  };
}

/** A block cut into two to four building footprints with gaps between them. */
function footprints(random: () => number, block: Rect, gap: number): Rect[] {
  const across = 1 + Math.floor(random() * 2);
  const down = 1 + Math.floor(random() * 2);
  const width = (block.width - gap * (across - 1)) / across;
  const height = (block.height - gap * (down - 1)) / down;
  const parts: Rect[] = [];
  for (let i = 0; i < across; i++) {
    for (let j = 0; j < down; j++) {
      parts.push(
        inset(
          { x: block.x + i * (width + gap), y: block.y + j * (height + gap), width, height },
          gap / 2,
        ),
      );
    }
  }
  return parts;
}

/** A river across the map, above or below the centre, bending gently as it goes. */
function river(random: () => number, scale: ZoomScale) {
  const side = random() < 0.5 ? -1 : 1;
  const offset = round(side * (180 + random() * 50));
  const y = CENTRE.y + offset;
  const points = Array.from({ length: 5 }, (_, i) => ({
    x: -100 + i * 350,
    y: round(y + (random() - 0.5) * 70),
  }));
  let path = `M${points[0]!.x},${points[0]!.y}`;
  for (let i = 1; i < points.length; i++) {
    const [from, to] = [points[i - 1]!, points[i]!];
    const middle = round((from.x + to.x) / 2);
    path += `C${middle},${from.y} ${middle},${to.y} ${to.x},${to.y}`;
  }
  return { path, width: round(scale.river * (0.8 + random() * 0.4)), offset };
}

export function mapArt(address: string, zoom: MapZoom): MapArt {
  const random = seededRandom(addressHash(address));
  const scale = SCALES[zoom];
  const rotation = round((random() - 0.5) * 28);
  const xs = streetLines(random, CENTRE.x, scale.spacing);
  const ys = streetLines(random, CENTRE.y, scale.spacing * 0.85);
  const cells: Rect[] = [];
  for (let i = 1; i < xs.length; i++) {
    for (let j = 1; j < ys.length; j++) {
      const cell = {
        x: xs[i - 1]!,
        y: ys[j - 1]!,
        width: xs[i]! - xs[i - 1]!,
        height: ys[j]! - ys[j - 1]!,
      };
      cells.push(inset(cell, scale.street / 2 + 2));
    }
  }
  const contains = (rect: Rect, x: number, y: number) =>
    x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
  const water = river(random, scale);
  // The park: a block near the pin, on the side away from the river (or level with the pin), so
  // it shows in a low map and the water never covers it.
  const near = cells.filter((cell) => {
    const dx = Math.abs(cell.x + cell.width / 2 - CENTRE.x);
    const dy = cell.y + cell.height / 2 - CENTRE.y;
    const awayFromWater =
      Math.abs(dy) < scale.spacing * 0.5 || Math.sign(dy) !== Math.sign(water.offset);
    return (
      !contains(cell, CENTRE.x, CENTRE.y) &&
      awayFromWater &&
      dx < scale.spacing * 2.4 &&
      Math.abs(dy) < scale.spacing * 1.1 &&
      dx + Math.abs(dy) > scale.spacing * 0.9
    );
  });
  const parkCell = near[Math.floor(random() * near.length)] ?? cells[0]!;
  const treeCount = Math.max(
    3,
    Math.round((parkCell.width * parkCell.height) / (scale.spacing * 12)),
  );
  const trees = Array.from({ length: treeCount }, () => ({
    cx: round(parkCell.x + 8 + random() * Math.max(0, parkCell.width - 16)),
    cy: round(parkCell.y + 8 + random() * Math.max(0, parkCell.height - 16)),
    r: round(scale.street * 0.4 + 3 + random() * 5),
  }));
  const blocks = cells.filter((cell) => cell !== parkCell);
  const [margin, gap] = FOOTPRINT_GAPS[zoom];
  const buildings =
    gap > 0 ? blocks.flatMap((block) => footprints(random, inset(block, margin), gap)) : [];

  const vertical = (x: number): Segment => ({
    x1: x,
    y1: CENTRE.y - REACH,
    x2: x,
    y2: CENTRE.y + REACH,
  });
  const horizontal = (y: number): Segment => ({
    x1: CENTRE.x - REACH,
    y1: y,
    x2: CENTRE.x + REACH,
    y2: y,
  });
  const majorX = xs[Math.floor(random() * xs.length)]!;
  const majorY = ys[Math.floor(random() * ys.length)]!;
  const slope = 0.5 + random() * 0.6;
  const through = CENTRE.x + (random() < 0.5 ? -1 : 1) * scale.spacing * (1.2 + random());
  const avenue = {
    x1: round(through - REACH),
    y1: round(CENTRE.y + REACH * slope),
    x2: round(through + REACH),
    y2: round(CENTRE.y - REACH * slope),
  };
  return {
    rotation,
    blocks,
    buildings,
    park: { ...parkCell, trees },
    streets: [
      ...xs.filter((x) => x !== majorX).map(vertical),
      ...ys.filter((y) => y !== majorY).map(horizontal),
    ],
    streetWidth: scale.street,
    roads: [vertical(majorX), horizontal(majorY), avenue],
    roadWidth: scale.road,
    river: water,
  };
}
