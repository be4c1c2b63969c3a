// The report's panels (issue 22): top pages, entry and exit pages, sources (referring hosts;
// "Direct" for none), countries ("Unknown" for none), devices and browsers. Each panel lists at
// most PANEL_ROWS names, by page views then visitors, then name (counted in day-report.ts).
export const PANEL_ROWS = 10;
export const DIRECT = 'Direct';
export const UNKNOWN = 'Unknown';

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
