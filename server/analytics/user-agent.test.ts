import { describe, expect, it } from 'vitest';
import { browserClass, deviceClass, isBotUserAgent } from './user-agent';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const SAMSUNG_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('robots', () => {
  it.each([
    undefined,
    '',
    'Mozilla',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome-Lighthouse',
    'curl/8.5.0',
    'Wget/1.21.4',
    'python-requests/2.32.3',
    'Go-http-client/2.0',
    'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  ])('%j is a robot', (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(true);
  });

  it.each([CHROME_MAC, SAFARI_IPHONE, FIREFOX_LINUX, EDGE_WINDOWS, SAMSUNG_TABLET, IPAD])(
    'a browser is counted: %s',
    (userAgent) => {
      expect(isBotUserAgent(userAgent)).toBe(false);
    },
  );
});

describe('device and browser', () => {
  it.each([
    [CHROME_MAC, 'desktop', 'chrome'],
    [SAFARI_IPHONE, 'mobile', 'safari'],
    [FIREFOX_LINUX, 'desktop', 'firefox'],
    [EDGE_WINDOWS, 'desktop', 'edge'],
    [SAMSUNG_TABLET, 'tablet', 'samsung'],
    [IPAD, 'tablet', 'safari'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 OPR/86.0',
      'mobile',
      'opera',
    ],
    ['SomethingElse/1.0 (Unknown OS)', 'other', 'other'],
  ])('%s: %s, %s', (userAgent, device, browser) => {
    expect(deviceClass(userAgent)).toBe(device);
    expect(browserClass(userAgent)).toBe(browser);
  });
});
