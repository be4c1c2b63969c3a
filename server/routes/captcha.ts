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
import { readTextLimited } from '../body';

const MAX_CAPTCHA_BODY_BYTES = 4_000;

async function record(request: Request): Promise<Record<string, unknown>> {
  const read = await readTextLimited(request, MAX_CAPTCHA_BODY_BYTES);
  if (!read.ok) return {};
  try {
    const value: unknown = JSON.parse(read.text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const isAction = (value: unknown): value is CaptchaAction =>
  typeof value === 'string' && (CAPTCHA_ACTIONS as readonly string[]).includes(value);

export function captchaRoutes(provider: CaptchaProvider): Hono {
  const app = new Hono();

  app.post('/challenge', async (c) => {
    const body = await record(c.req.raw);
    const siteKey = typeof body.siteKey === 'string' ? body.siteKey.trim() : '';
    if (siteKey === '') return c.json({ error: CaptchaMessage.siteKeyNotFound }, 400);
    if (!isAction(body.action)) return c.json({ error: FormApiMessage.captchaBadAction }, 400);
    const challenge = await provider.challenge({ siteKey, action: body.action });
    if (!challenge) return c.json({ error: CaptchaMessage.notSetUp }, 400);
    c.header('Cache-Control', 'no-store');
    return c.json(challenge);
  });

  app.post('/verify', async (c) => {
    const body = await record(c.req.raw);
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
