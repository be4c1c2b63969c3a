// The owner's visitor analytics settings (docs/analytics.md): how long raw events are kept (the
// daily rollups stay), the cookie banner that puts the spec's restrictive cookie policy in
// force until the visitor accepts (site-and-editor.md §9), and census disabled (§4: no event is
// recorded). Absent: the defaults below; `censusDisabled` is optional, so documents stored before
// it stay valid (absent: census on).
import { z } from 'zod';

export const DEFAULT_RETENTION_DAYS = 90;
export const MIN_RETENTION_DAYS = 7;
export const MAX_RETENTION_DAYS = 730;

export const analyticsSettingsSchema = z.object({
  retentionDays: z
    .number()
    .int('must be a whole number of days')
    .min(MIN_RETENTION_DAYS, `must be at least ${MIN_RETENTION_DAYS} days`)
    .max(MAX_RETENTION_DAYS, `must be at most ${MAX_RETENTION_DAYS} days`),
  cookieBanner: z.boolean(),
  censusDisabled: z.boolean().optional(),
});

export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;

export const DEFAULT_ANALYTICS_SETTINGS: AnalyticsSettings = {
  retentionDays: DEFAULT_RETENTION_DAYS,
  cookieBanner: false,
};

/** The site's analytics settings, the defaults where absent. */
export function analyticsSettingsOf(
  settings: { readonly analytics?: AnalyticsSettings } | undefined,
) {
  return settings?.analytics ?? DEFAULT_ANALYTICS_SETTINGS;
}

/** Whether the owner disabled the census: the live page then sends no analytics call. */
export function isCensusDisabled(
  settings: { readonly analytics?: AnalyticsSettings } | undefined,
): boolean {
  return analyticsSettingsOf(settings).censusDisabled === true;
}
