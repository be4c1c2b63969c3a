// The report's panels (issue 22) from stored page views: top pages, entry and exit pages, sources
// (referring hosts; "Direct" for none), countries ("Unknown" for none), devices and browsers. Each
// panel lists at most PANEL_ROWS names, by page views then visitors, then name.
export const PANEL_ROWS = 10;
export const DIRECT = 'Direct';
export const UNKNOWN = 'Unknown';

export interface PanelView {
  readonly at: number;
  readonly visitor: string;
  readonly visit: string | null;
  readonly path: string;
  readonly referrer: string | null;
  readonly country: string | null;
  readonly device: string;
  readonly browser: string;
}

export interface PanelRow {
  readonly name: string;
  readonly views: number;
  readonly visitors: number;
}

export interface Panels {
  readonly topPages: readonly PanelRow[];
  readonly entryPages: readonly PanelRow[];
  readonly exitPages: readonly PanelRow[];
  readonly sources: readonly PanelRow[];
  readonly countries: readonly PanelRow[];
  readonly devices: readonly PanelRow[];
  readonly browsers: readonly PanelRow[];
}

/** Counts views and distinct visitors by `nameOf`, largest first. */
export function panel(views: readonly PanelView[], nameOf: (view: PanelView) => string) {
  const rows = new Map<string, { views: number; visitors: Set<string> }>();
  for (const view of views) {
    const name = nameOf(view);
    const row = rows.get(name) ?? { views: 0, visitors: new Set<string>() };
    row.views += 1;
    row.visitors.add(view.visitor);
    rows.set(name, row);
  }
  return [...rows]
    .map(([name, row]) => ({ name, views: row.views, visitors: row.visitors.size }))
    .sort((a, b) => b.views - a.views || b.visitors - a.visitors || (a.name < b.name ? -1 : 1))
    .slice(0, PANEL_ROWS);
}

/** The first and last view of each visit (a view without a visit is a visit of its own). */
function visitEnds(views: readonly PanelView[]) {
  const visits = new Map<string, { first: PanelView; last: PanelView }>();
  views.forEach((view, index) => {
    const key = view.visit ?? `#${index}`;
    const ends = visits.get(key);
    if (!ends) visits.set(key, { first: view, last: view });
    else {
      if (view.at < ends.first.at) ends.first = view;
      if (view.at >= ends.last.at) ends.last = view;
    }
  });
  return [...visits.values()];
}

export function panels(views: readonly PanelView[]): Panels {
  const ends = visitEnds(views);
  // A visit's source is where its first view came from.
  return {
    topPages: panel(views, (view) => view.path),
    entryPages: panel(
      ends.map((visit) => visit.first),
      (view) => view.path,
    ),
    exitPages: panel(
      ends.map((visit) => visit.last),
      (view) => view.path,
    ),
    sources: panel(
      ends.map((visit) => visit.first),
      (view) => view.referrer ?? DIRECT,
    ),
    countries: panel(views, (view) => view.country ?? UNKNOWN),
    devices: panel(views, (view) => view.device),
    browsers: panel(views, (view) => view.browser),
  };
}
