// Turns one accepted analytics call into a stored row: robots are left out, the visitor becomes a
// hash of the day's salt, the site, the network address and the browser (no address is kept),
// the visit a hash of the census record's id and visit time, and the row joins the ingest buffer.
import { hash as digest } from 'node:crypto';
import type { CensusRecord } from '../../shared/analytics/census-record';
import { DEFAULT_RETENTION_DAYS } from '../../shared/document/analytics-settings';
import { DEFAULT_TIME_ZONE } from '../../shared/limits';
import type { AnalyticsEventRow, AnalyticsStore } from '../storage/analytics-store';
import { utcDay } from '../storage/analytics-store';
import { guessCountry } from './country';
import { DayRollups } from './day-rollups';
import { EventBuffer, type EventBufferOptions } from './event-buffer';
import { type RetentionSettings, sweepExpired } from './retention';
import { RollupAhead } from './rollup-ahead';
import { browserClass, deviceClass, isBotUserAgent } from './user-agent';

export type AnalyticsKind =
  | 'page_view'
  | 'event'
  | 'button_click'
  | 'button_render'
  | 'form_render'
  | 'overlay'
  | 'quick_view'
  | 'performance';

export interface AnalyticsEvent {
  readonly kind: AnalyticsKind;
  readonly path: string;
  readonly referrer?: string;
  readonly census?: CensusRecord;
  readonly language?: string;
  readonly timeZone?: string;
  readonly data?: unknown;
}

/** What the request says about who sent it; never stored as such. */
export interface Sender {
  readonly address: string;
  readonly userAgent: string | undefined;
  /** The site's own host: a referrer from it is not a source. */
  readonly host: string;
}

export type Recorded = 'recorded' | 'bot' | 'dropped';

/** Limits of what a row keeps, so one call cannot store much. */
export const MAX_PATH_LENGTH = 500;
export const MAX_DATA_JSON_LENGTH = 4000;

/** sha256 in one call: a third of createHash's time (no hash object per request). */
function hash(...parts: string[]): string {
  return digest('sha256', parts.join('\n'), 'base64url').slice(0, 22);
}

/** The referring host, or null for none, a malformed one, or the site itself. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const { host, protocol } = new URL(referrer);
    if (!/^https?:$/.test(protocol) || host === '' || host === ownHost) return null;
    return host.slice(0, 255);
  } catch {
    return null;
  }
}

/** The data as stored: JSON text, or null when absent or too long to keep. */
export function storedData(data: unknown): string | null {
  if (data === undefined || data === null) return null;
  const text = JSON.stringify(data);
  return text.length <= MAX_DATA_JSON_LENGTH ? text : null;
}

export interface RecorderOptions extends Omit<EventBufferOptions<AnalyticsEventRow>, 'write'> {
  readonly now?: () => number;
  /**
   * The site's zone and retention period, read once a day for the sweep; absent: New York and
   * DEFAULT_RETENTION_DAYS.
   */
  readonly retention?: () => Promise<RetentionSettings>;
}

export class AnalyticsRecorder {
  readonly buffer: EventBuffer<AnalyticsEventRow>;
  /** The report's daily rollups of this site. */
  readonly rollups: DayRollups;
  private readonly now: () => number;
  private readonly retention: () => Promise<RetentionSettings>;
  private readonly logError: (message: string, error: unknown) => void;
  /** The last deletion of expired events, awaited by close(). */
  private sweeping: Promise<unknown> = Promise.resolve();
  private salt: { readonly day: string; readonly value: Promise<string> } | undefined;
  private readonly ahead: RollupAhead;

  constructor(
    readonly store: AnalyticsStore,
    private readonly siteId: string,
    options: RecorderOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.retention =
      options.retention ??
      (async () => ({ timeZone: DEFAULT_TIME_ZONE, retentionDays: DEFAULT_RETENTION_DAYS }));
    this.logError = options.logError ?? console.error;
    this.rollups = new DayRollups(store, siteId, this.now);
    this.buffer = new EventBuffer({
      ...options,
      write: async (rows) => {
        await store.append(rows);
        this.rollups.noteWrite(rows);
      },
    });
    this.ahead = new RollupAhead({
      store,
      rollups: this.rollups,
      siteId,
      settings: this.retention,
      now: this.now,
      logError: this.logError,
    });
  }

  /**
   * Rolls up the closed days of the retention period in the background, then each day as it closes
   * (server/analytics/rollup-ahead.ts); answers the end of the first catch-up.
   */
  rollUpAhead(): Promise<void> {
    return this.ahead.start();
  }

  /** Rolls up and deletes the expired events (server/analytics/retention.ts). */
  async sweep(now = this.now()): Promise<number> {
    const deps = { store: this.store, rollups: this.rollups, siteId: this.siteId };
    return sweepExpired(deps, await this.retention(), now);
  }

  /** The day's salt; the first call of a day in this process also sweeps expired events. */
  private saltOf(now: number): Promise<string> {
    const day = utcDay(now);
    if (this.salt?.day !== day) {
      this.sweeping = this.sweep(now).catch((error: unknown) =>
        this.logError('Expired analytics events stayed:', error),
      );
      const value = this.store.saltOf(now);
      this.salt = { day, value };
      value.catch(() => {
        if (this.salt?.value === value) this.salt = undefined;
      });
    }
    return this.salt.value;
  }

  async record(event: AnalyticsEvent, sender: Sender): Promise<Recorded> {
    if (isBotUserAgent(sender.userAgent)) return 'bot';
    const userAgent = sender.userAgent ?? '';
    const at = this.now();
    const salt = await this.saltOf(at);
    const census = event.census;
    const row: AnalyticsEventRow = {
      site_id: this.siteId,
      at,
      kind: event.kind,
      visitor: hash(salt, this.siteId, sender.address, userAgent),
      visit: census ? hash(salt, this.siteId, census.id, String(census.currentVisit)) : null,
      path: event.path.slice(0, MAX_PATH_LENGTH),
      referrer: referrerHost(event.referrer, sender.host),
      device: deviceClass(userAgent),
      browser: browserClass(userAgent),
      country: guessCountry(event.language, event.timeZone) ?? null,
      data: storedData(event.data),
    };
    return this.buffer.add(row) ? 'recorded' : 'dropped';
  }

  /** Writes what waits; called when the server stops. */
  async close(): Promise<void> {
    await this.ahead.stop();
    await this.sweeping;
    await this.buffer.close();
  }
}
