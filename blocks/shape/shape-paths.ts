// The shape block's geometry: SVG path data for each shape inside a box of the chosen aspect
// ratio (the viewBox is `0 0 width height`, the short side 100 units). Every shape fills its box:
// a circle is the largest that fits, the others stretch with the box.

export const SHAPES = [
  'rectangle',
  'rounded-rectangle',
  'circle',
  'ellipse',
  'triangle',
  'diamond',
  'hexagon',
  'star',
  'arrow',
  'heart',
  'blob',
] as const;
export type ShapeName = (typeof SHAPES)[number];

export const ASPECT_RATIOS = {
  '1:1': [1, 1],
  '4:3': [4, 3],
  '16:9': [16, 9],
  '3:4': [3, 4],
} as const;
export type AspectRatioName = keyof typeof ASPECT_RATIOS;

export interface Box {
  readonly width: number;
  readonly height: number;
}

/** The viewBox for a ratio: the short side is 100 units. */
export function boxFor(ratio: AspectRatioName): Box {
  const [w, h] = ASPECT_RATIOS[ratio];
  return w >= h ? { width: (100 * w) / h, height: 100 } : { width: 100, height: (100 * h) / w };
}

const n = (value: number) => String(Math.round(value * 100) / 100);

type UnitPoint = readonly [number, number];

/** A closed polygon through points given in 0..1 of the box. */
function polygon(points: readonly UnitPoint[], box: Box): string {
  const [first, ...rest] = points.map(([x, y]) => `${n(x * box.width)} ${n(y * box.height)}`);
  return `M${first} ${rest.map((point) => `L${point}`).join(' ')} Z`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  const arc = `A${n(rx)} ${n(ry)} 0 1 0`;
  return `M${n(cx - rx)} ${n(cy)} ${arc} ${n(cx + rx)} ${n(cy)} ${arc} ${n(cx - rx)} ${n(cy)} Z`;
}

function roundedRectangle({ width: w, height: h }: Box): string {
  const r = Math.min(w, h) * 0.18;
  const corner = (x: number, y: number) => `A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y)}`;
  return [
    `M${n(r)} 0 H${n(w - r)} ${corner(w, r)}`,
    `V${n(h - r)} ${corner(w - r, h)}`,
    `H${n(r)} ${corner(0, h - r)}`,
    `V${n(r)} ${corner(r, 0)} Z`,
  ].join(' ');
}

/** A five-pointed star, its points on an ellipse, moved down so it fills the box's height. */
function starPoints(): UnitPoint[] {
  const bottom = Math.sin((54 * Math.PI) / 180);
  return Array.from({ length: 10 }, (_, i) => {
    const angle = ((-90 + 36 * i) * Math.PI) / 180;
    const radius = i % 2 === 0 ? 1 : 0.45;
    const x = 0.5 + 0.5 * radius * Math.cos(angle);
    const y = (1 + radius * Math.sin(angle)) / (1 + bottom);
    return [x, y] as const;
  });
}

/** Radii of the blob's eight lobes, as parts of the half box: an irregular, soft outline. */
const BLOB_RADII = [0.98, 0.94, 0.9, 1, 0.96, 0.86, 0.84, 0.98];

/** A smooth closed curve through the blob's points (Catmull-Rom turned into cubic Béziers). */
function blob(box: Box): string {
  const points = BLOB_RADII.map((radius, i) => {
    const angle = (i * 2 * Math.PI) / BLOB_RADII.length;
    return [
      box.width * (0.5 + 0.5 * radius * Math.cos(angle)),
      box.height * (0.5 + 0.5 * radius * Math.sin(angle)),
    ] as const;
  });
  const at = (i: number) => points[(i + points.length) % points.length]!;
  const segments = points.map((point, i) => {
    const [before, next, after] = [at(i - 1), at(i + 1), at(i + 2)];
    const c1 = [point[0] + (next[0] - before[0]) / 6, point[1] + (next[1] - before[1]) / 6];
    const c2 = [next[0] - (after[0] - point[0]) / 6, next[1] - (after[1] - point[1]) / 6];
    return `C${n(c1[0]!)} ${n(c1[1]!)} ${n(c2[0]!)} ${n(c2[1]!)} ${n(next[0])} ${n(next[1])}`;
  });
  return `M${n(points[0]![0])} ${n(points[0]![1])} ${segments.join(' ')} Z`;
}

/** A heart from cubic curves in 0..1 of the box. */
const HEART: readonly (readonly number[])[] = [
  [0.5, 0.22],
  [0.5, 0.08, 0.38, 0, 0.26, 0],
  [0.1, 0, 0, 0.13, 0, 0.3],
  [0, 0.56, 0.26, 0.76, 0.5, 1],
  [0.74, 0.76, 1, 0.56, 1, 0.3],
  [1, 0.13, 0.9, 0, 0.74, 0],
  [0.62, 0, 0.5, 0.08, 0.5, 0.22],
];

function heart(box: Box): string {
  const scaled = HEART.map((values) =>
    values.map((value, i) => n(value * (i % 2 === 0 ? box.width : box.height))).join(' '),
  );
  const [start, ...curves] = scaled;
  return `M${start} ${curves.map((curve) => `C${curve}`).join(' ')} Z`;
}

const POLYGONS: Partial<Record<ShapeName, readonly UnitPoint[]>> = {
  rectangle: [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ],
  triangle: [
    [0.5, 0],
    [1, 1],
    [0, 1],
  ],
  diamond: [
    [0.5, 0],
    [1, 0.5],
    [0.5, 1],
    [0, 0.5],
  ],
  hexagon: [
    [0.25, 0],
    [0.75, 0],
    [1, 0.5],
    [0.75, 1],
    [0.25, 1],
    [0, 0.5],
  ],
  arrow: [
    [0, 0.3],
    [0.6, 0.3],
    [0.6, 0],
    [1, 0.5],
    [0.6, 1],
    [0.6, 0.7],
    [0, 0.7],
  ],
};

/** The path data of `shape` filling `box`. */
export function shapePath(shape: ShapeName, box: Box): string {
  const { width: w, height: h } = box;
  switch (shape) {
    case 'rounded-rectangle':
      return roundedRectangle(box);
    case 'circle':
      return ellipse(w / 2, h / 2, Math.min(w, h) / 2, Math.min(w, h) / 2);
    case 'ellipse':
      return ellipse(w / 2, h / 2, w / 2, h / 2);
    case 'star':
      return polygon(starPoints(), box);
    case 'heart':
      return heart(box);
    case 'blob':
      return blob(box);
    default:
      return polygon(POLYGONS[shape]!, box);
  }
}
