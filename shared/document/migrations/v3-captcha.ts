// Version 3, captcha: the site's settings gain `captchaSiteKey` (spec "Website settings:
// captchaSettings.siteKey"), the key the form captcha is requested with. Existing sites get the
// key of our own offline provider, so a form with its captcha turned on works at once; an owner
// who empties it gets 'ReCaptcha has not been set up!'.
import { DEFAULT_CAPTCHA_SITE_KEY } from '../schema';
import { isObject, type Json } from './util';

export function addCaptchaSiteKey(doc: Json): Json {
  const settings = isObject(doc.settings) ? doc.settings : {};
  if (typeof settings.captchaSiteKey === 'string') return doc;
  return { ...doc, settings: { ...settings, captchaSiteKey: DEFAULT_CAPTCHA_SITE_KEY } };
}
