// The captcha calls: POST /api/captcha/challenge {siteKey, action} answers a challenge a person
// solves; POST /api/captcha/verify {challengeId, answer} answers a single-use captchaKey for
// SaveFormSubmission. The provider behind them is one small interface (CaptchaProvider).
import { Hono } from 'hono';
import {
  CAPTCHA_ACTIONS,
  type CaptchaAction,
  type CaptchaProvider,
  FormApiMessage,
} from '../../shared/api/forms';
import { CaptchaMessage } from '../../shared/forms/messages';
import { isObj } from '../../shared/products/input-fields';
import { jsonBody } from '../json-body';

const MAX_CAPTCHA_BODY_BYTES = 4_000;

/** The calls' bodies; anything but an object reads as an empty one (the checks refuse it). */
const captchaJson = jsonBody({
  maxBytes: MAX_CAPTCHA_BODY_BYTES,
  empty: {},
  refuse: (c, refusal) => c.json({ error: refusal.message }, refusal.status),
});

const isAction = (value: unknown): value is CaptchaAction =>
  typeof value === 'string' && (CAPTCHA_ACTIONS as readonly string[]).includes(value);

export function captchaRoutes(provider: CaptchaProvider): Hono {
  const app = new Hono();

  app.post('/challenge', captchaJson, async (c) => {
    const body = isObj(c.var.body) ? c.var.body : {};
    const siteKey = typeof body.siteKey === 'string' ? body.siteKey.trim() : '';
    if (siteKey === '') return c.json({ error: CaptchaMessage.siteKeyNotFound }, 400);
    if (!isAction(body.action)) return c.json({ error: FormApiMessage.captchaBadAction }, 400);
    const challenge = await provider.challenge({ siteKey, action: body.action });
    if (!challenge) return c.json({ error: CaptchaMessage.notSetUp }, 400);
    c.header('Cache-Control', 'no-store');
    return c.json(challenge);
  });

  app.post('/verify', captchaJson, async (c) => {
    const body = isObj(c.var.body) ? c.var.body : {};
    const { challengeId, answer } = body;
    if (typeof challengeId !== 'string' || typeof answer !== 'string') {
      return c.json({ error: FormApiMessage.captchaBadRequest }, 400);
    }
    const captchaKey = await provider.verify({ challengeId, answer });
    return captchaKey
      ? c.json({ captchaKey })
      : c.json({ error: FormApiMessage.captchaWrong }, 400);
  });

  return app;
}
