// Census and analytics cookie names: spec site-and-editor.md §7 (ss_cvr is the visitor
// cookie sent with RecordHit) and §9 (the visitor cookies cleared under a restrictive policy).

/** The visitor census record (see census-record.ts). */
export const CENSUS_RECORD_COOKIE = 'ss_cvr';
/** The visit timestamp: its lapse (30 minutes) starts a new visit. */
export const VISIT_TIMESTAMP_COOKIE = 'ss_cvt';
/** Set to "true" when the visitor allowed performance cookies in the cookie banner. */
export const PERFORMANCE_COOKIES_ALLOWED_COOKIE = 'ss_performanceCookiesAllowed';

/** Visitor cookies cleared when a restrictive cookie policy applies, in the spec's order. */
export const VISITOR_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'] as const;
