// The default captcha provider's widget (our own server, works offline): a question drawn as an
// image (with the same question in words for screen readers), an answer box and "Verify". A
// right answer gives the single-use captchaKey the submission carries. Hidden until a form field
// gets focus (no challenge is fetched before); compact below 320 px of width.
import { useEffect, useId, useRef, useState } from 'react';
import {
  CAPTCHA_CHALLENGE_PATH,
  CAPTCHA_VERIFY_PATH,
  type CaptchaAction,
  type CaptchaChallenge,
} from '../../shared/api/forms';
import { CaptchaMessage } from '../../shared/forms/messages';
import { captchaClasses, captchaSize, svgImageSrc } from './captcha-rules';
import { useCaptchaSiteKey } from './captcha-site-key';
import { callJson } from './http';

const SITE_KEY_NOT_FOUND = CaptchaMessage.siteKeyNotFound;
const NOT_SET_UP = CaptchaMessage.notSetUp;
export const VERIFIED_TEXT = 'Verified. You can submit the form.';

const errorOf = (data: unknown, fallback: string): string => {
  const error =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).error : null;
  return typeof error === 'string' && error.trim() !== '' ? error : fallback;
};

export function Captcha(props: {
  readonly action: CaptchaAction;
  readonly theme: string;
  readonly alignment: string;
  readonly visible: boolean;
  /** Counts resets: each new value asks for a new question. */
  readonly resets: number;
  readonly onToken: (token: string | null) => void;
}) {
  const { action, visible, resets, onToken } = props;
  const siteKey = useCaptchaSiteKey();
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [answer, setAnswer] = useState('');
  const [message, setMessage] = useState('');
  const [verified, setVerified] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const element = wrapper.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `resets` and `round` ask for a new question.
  useEffect(() => {
    if (!visible) return;
    setChallenge(null);
    setVerified(false);
    setAnswer('');
    setMessage((current) => (current === VERIFIED_TEXT ? '' : current));
    onToken(null);
    if (siteKey === '') {
      setMessage(SITE_KEY_NOT_FOUND);
      return;
    }
    let live = true;
    callJson('POST', CAPTCHA_CHALLENGE_PATH, { siteKey, action })
      .then(({ status, data }) => {
        if (!live) return;
        if (status === 200) setChallenge(data as CaptchaChallenge);
        else setMessage(errorOf(data, NOT_SET_UP));
      })
      .catch(() => live && setMessage(NOT_SET_UP));
    return () => {
      live = false;
    };
  }, [visible, siteKey, action, resets, round]);

  const verify = async () => {
    if (!challenge) return;
    try {
      const { status, data } = await callJson('POST', CAPTCHA_VERIFY_PATH, {
        challengeId: challenge.challengeId,
        answer,
      });
      const key =
        status === 200 && typeof data === 'object' && data !== null
          ? (data as Record<string, unknown>).captchaKey
          : null;
      if (typeof key === 'string' && key !== '') {
        setVerified(true);
        setMessage(VERIFIED_TEXT);
        onToken(key);
        return;
      }
      setMessage(errorOf(data, NOT_SET_UP));
    } catch {
      setMessage(NOT_SET_UP);
    }
    setRound((count) => count + 1);
  };

  return (
    <div
      ref={wrapper}
      className={captchaClasses(props.theme, props.alignment, captchaSize(width))}
      hidden={!visible}
    >
      <fieldset className="sb-captcha-box">
        <legend>CAPTCHA</legend>
        {challenge && !verified ? (
          <>
            <img className="sb-captcha-image" src={svgImageSrc(challenge.svg)} alt="" />
            <label htmlFor={`${id}-answer`}>{challenge.question}</label>
            <span className="sb-captcha-row">
              <input
                id={`${id}-answer`}
                className="sb-input"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void verify();
                  }
                }}
              />
              <button
                type="button"
                className="sb-button sb-button--small"
                onClick={() => void verify()}
              >
                Verify
              </button>
              <button
                type="button"
                className="sb-button sb-button--small sb-button--secondary"
                onClick={() => setRound((count) => count + 1)}
              >
                New question
              </button>
            </span>
          </>
        ) : null}
        <p className="sb-captcha-message" role="status">
          {message}
        </p>
      </fieldset>
    </div>
  );
}
