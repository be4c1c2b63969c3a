// The default captcha provider: runs on this server and works offline. A challenge is a small
// sum (arithmetic.ts) a person reads from the image or hears as its question; a right answer earns
// a single-use captchaKey for the action the challenge was made for. Challenges and keys are kept
// in the database (captcha-store.ts), so they are single-use across requests and restarts.
import { randomBytes, randomInt } from 'node:crypto';
import {
  CAPTCHA_CHALLENGE_TTL_MS,
  CAPTCHA_KEY_TTL_MS,
  type CaptchaAction,
  type CaptchaChallenge,
  type CaptchaChallengeRequest,
  type CaptchaProvider,
  type CaptchaVerifyRequest,
} from '../../../shared/api/forms';
import type { CaptchaStore } from '../../storage/captcha-store';
import type { Clock } from '../../storage/site-store';
import { arithmeticChallenge, challengeSvg, normalizeAnswer, type Random } from './arithmetic';

export interface LocalCaptchaOptions {
  /** True when the key is a site's `settings.captchaSiteKey`. */
  readonly isSiteKey: (siteKey: string) => Promise<boolean>;
  readonly clock?: Clock;
  readonly random?: Random;
}

const token = () => randomBytes(24).toString('base64url');
const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

export class LocalCaptchaProvider implements CaptchaProvider {
  private readonly clock: Clock;
  private readonly random: Random;

  constructor(
    private readonly store: CaptchaStore,
    private readonly options: LocalCaptchaOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.random = options.random ?? cryptoRandom;
  }

  async challenge(request: CaptchaChallengeRequest): Promise<CaptchaChallenge | null> {
    if (request.siteKey === '' || !(await this.options.isSiteKey(request.siteKey))) return null;
    const now = this.clock();
    const challenge = arithmeticChallenge(this.random);
    const id = token();
    const expiresAt = new Date(now.getTime() + CAPTCHA_CHALLENGE_TTL_MS).toISOString();
    await this.store.addChallenge(
      { id, answer: challenge.answer, action: request.action, expiresAt },
      now.toISOString(),
    );
    return {
      challengeId: id,
      svg: challengeSvg(challenge, this.random),
      question: challenge.question,
      expiresAt,
    };
  }

  async verify(request: CaptchaVerifyRequest): Promise<string | null> {
    const stored = await this.store.takeChallenge(request.challengeId);
    const now = this.clock();
    if (!stored || stored.expiresAt <= now.toISOString()) return null;
    if (normalizeAnswer(request.answer) !== stored.answer) return null;
    const key = token();
    const expiresAt = new Date(now.getTime() + CAPTCHA_KEY_TTL_MS).toISOString();
    await this.store.addKey({ key, action: stored.action, expiresAt }, now.toISOString());
    return key;
  }

  async redeem(captchaKey: string, actions: readonly CaptchaAction[]): Promise<boolean> {
    if (captchaKey === '') return false;
    const stored = await this.store.takeKey(captchaKey);
    if (!stored || stored.expiresAt <= this.clock().toISOString()) return false;
    return (actions as readonly string[]).includes(stored.action);
  }
}
