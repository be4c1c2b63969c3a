// What the report reads from a stored event's data (docs/analytics.md "Reports"): the RecordEvent
// names the live page sends (shopping events, the site search), the form-render call's form, the
// overlay call's event. Every reader answers undefined for anything else, so a malformed stored
// row is left out of the counts, never a failure.
import { ShoppingEventName } from './shopping-events';

export interface ReportEvent {
  readonly at: number;
  readonly kind: string;
  readonly visitor: string;
  readonly visit: string | null;
  readonly path: string;
  readonly referrer: string | null;
  readonly country: string | null;
  readonly device: string;
  readonly browser: string;
  /** The stored data, parsed; null for a page view (the report does not read it). */
  readonly data: unknown;
}

/** The RecordEvent the /search page sends with the query (census skips /search page views). */
export const SITE_SEARCH_EVENT = 'site_search';
/** The overlay call's `event` field: the popup shown, closed, or its form sent. */
export const OverlayEvent = { show: 'show', close: 'close', signUp: 'sign_up' } as const;
/** Our limit on a stored search query; longer ones are cut. */
export const MAX_SEARCH_QUERY_LENGTH = 100;

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A RecordEvent's name and its own data. */
export function recordedEvent(
  event: ReportEvent,
): { name: string; data: Record<string, unknown> } | undefined {
  if (event.kind !== 'event') return undefined;
  const stored = record(event.data);
  const name = text(stored?.event);
  return name === undefined ? undefined : { name, data: record(stored?.data) ?? {} };
}

/** A search query as counted: trimmed, spaces folded, lower case, at most 100 characters. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_SEARCH_QUERY_LENGTH);
}

export function searchQuery(event: ReportEvent): string | undefined {
  const recorded = recordedEvent(event);
  if (recorded?.name !== SITE_SEARCH_EVENT) return undefined;
  const query = typeof recorded.data.query === 'string' ? normalizeQuery(recorded.data.query) : '';
  return query === '' ? undefined : query;
}

export type FunnelStep = 'productViews' | 'addToCart' | 'checkouts' | 'orders';

const FUNNEL_EVENTS: Readonly<Record<string, FunnelStep>> = {
  [ShoppingEventName.viewProduct]: 'productViews',
  [ShoppingEventName.addToCart]: 'addToCart',
  [ShoppingEventName.checkout]: 'checkouts',
  [ShoppingEventName.purchase]: 'orders',
};

/** The funnel step a shopping event stands for, with its product when it names one. */
export function funnelStep(
  event: ReportEvent,
): { step: FunnelStep; product?: { id: string; name: string } } | undefined {
  const recorded = recordedEvent(event);
  const step = recorded && FUNNEL_EVENTS[recorded.name];
  if (!recorded || step === undefined) return undefined;
  const product = record(recorded.data.product);
  const id = text(product?.item_id);
  return id === undefined
    ? { step }
    : { step, product: { id, name: text(product?.item_title) ?? '' } };
}

/** The form of a form-render call. */
export function renderedForm(event: ReportEvent): string | undefined {
  return event.kind === 'form_render' ? text(record(event.data)?.formId) : undefined;
}

/** The popup's event of an overlay call. */
export function overlayEvent(event: ReportEvent): string | undefined {
  if (event.kind !== 'overlay') return undefined;
  const name = text(record(event.data)?.event);
  return Object.values(OverlayEvent).includes(name as never) ? name : undefined;
}
