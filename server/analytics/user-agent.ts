// What the analytics read from a User-Agent header: whether it is a robot (not counted), and the
// device and browser class the dashboard groups by. Rules, not a database: a robot that lies about
// being a browser is counted, as it would be by any list.

/** Crawlers, link previewers, monitors, headless browsers and HTTP libraries. */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|phantomjs|selenium|webdriver|puppeteer|playwright|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|python|java\/|go-http-client|okhttp|axios\/|node-fetch|undici|libwww|httpclient|scrapy|feedfetcher|rss|archive\.org_bot/i;

/** No header, a very short one, or one matching the robot rules. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim().length < 10) return true;
  return BOT.test(userAgent);
}

export type DeviceClass = 'desktop' | 'mobile' | 'tablet' | 'other';

export function deviceClass(userAgent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone/i.test(userAgent)) return 'mobile';
  if (/windows|macintosh|mac os x|x11|linux|cros/i.test(userAgent)) return 'desktop';
  return 'other';
}

export type BrowserClass = 'chrome' | 'edge' | 'firefox' | 'safari' | 'opera' | 'samsung' | 'other';

/** The first rule that matches: Edge, Opera and Samsung's browser also say Chrome and Safari. */
const BROWSERS: readonly (readonly [BrowserClass, RegExp])[] = [
  ['edge', /edg(e|a|ios)?\//i],
  ['opera', /opr\/|opera/i],
  ['samsung', /samsungbrowser/i],
  ['firefox', /firefox\/|fxios/i],
  ['chrome', /chrome\/|crios/i],
  ['safari', /safari\//i],
];

export function browserClass(userAgent: string): BrowserClass {
  return BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'other';
}
