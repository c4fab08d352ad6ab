import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type {
  CaptchaProvider,
  useCaptchaChallengeQuery,
} from '../../__generated__/useCaptchaChallengeQuery.graphql.js';
import { currentConsent, subscribeConsent } from '../../shell/consent.js';
import { solveAltcha } from './altcha.js';
import { assertCaptchaAllowed, CaptchaConsentMissing } from './consent.js';
import { parseAltchaChallenge } from './payload.js';
import { loadRecaptcha, recaptchaToken } from './recaptcha.js';

const challengeQuery = graphql`
  query useCaptchaChallengeQuery {
    captchaChallenge {
      provider
      challenge
      siteKey
    }
  }
`;

/** `consent`: blocked until the shopper accepts the captcha's cookies (spec 5, `consent.ts`). */
export type CaptchaStatus = 'solving' | 'ready' | 'failed' | 'blocked' | 'consent';

export interface Captcha {
  status: CaptchaStatus;
  provider: CaptchaProvider | null;
  /** The answer to send with the form, once obtained (waits for a proof of work still running). */
  answer(): Promise<string>;
  /** A new challenge: after every submit (an answer is spent by the check) or after a failure. */
  renew(): void;
}

type Ready =
  { provider: 'NONE' } | { provider: 'ALTCHA'; answer: string } | { provider: 'RECAPTCHA'; siteKey: string };

/** Asks a new ALTCHA challenge a little before the current one expires (a form left open a while). */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The captcha of register, sign-in, forgot-password and reset (spec 5): asks `captchaChallenge` as
 * soon as the form shows and solves it while the shopper types. `action` names the form for
 * reCAPTCHA v3's score.
 */
export function useCaptcha(action: string): Captcha {
  const environment = useRelayEnvironment();
  const [status, setStatus] = useState<CaptchaStatus>('solving');
  const [provider, setProvider] = useState<CaptchaProvider | null>(null);
  const attempt = useRef<{ ready: Promise<Ready>; controller: AbortController } | null>(null);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const start = useCallback(() => {
    attempt.current?.controller.abort();
    clearTimeout(expiry.current);
    const controller = new AbortController();
    setStatus('solving');
    const ready = (async (): Promise<Ready> => {
      const data = await fetchQuery<useCaptchaChallengeQuery>(
        environment,
        challengeQuery,
        {},
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const challenge = data?.captchaChallenge;
      if (!challenge) throw new Error('no captcha challenge');
      if (controller.signal.aborted) throw new Error('captcha aborted');
      setProvider(challenge.provider);
      switch (challenge.provider) {
        case 'ALTCHA': {
          const parsed = parseAltchaChallenge(challenge.challenge);
          if (!parsed) throw new Error('unreadable captcha challenge');
          const answer = await solveAltcha(parsed, controller.signal);
          const expiresAt = parsed.parameters.expiresAt;
          if (expiresAt)
            expiry.current = setTimeout(
              () => start(),
              Math.max(expiresAt * 1000 - Date.now() - EXPIRY_MARGIN_MS, 0),
            );
          return { provider: 'ALTCHA', answer };
        }
        case 'RECAPTCHA': {
          if (!challenge.siteKey) throw new Error('no reCAPTCHA site key');
          assertCaptchaAllowed('RECAPTCHA');
          await loadRecaptcha(challenge.siteKey);
          return { provider: 'RECAPTCHA', siteKey: challenge.siteKey };
        }
        case 'NONE':
          return { provider: 'NONE' };
        default:
          throw new Error(`unknown captcha provider ${String(challenge.provider)}`);
      }
    })();
    attempt.current = { ready, controller };
    ready.then(
      () => {
        if (!controller.signal.aborted) setStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setStatus(
          error instanceof CaptchaConsentMissing
            ? 'consent'
            : error instanceof Error && error.message === 'reCAPTCHA blocked'
              ? 'blocked'
              : 'failed',
        );
      },
    );
    // The form's submit may wait on this; a failure is shown by the widget, not as an unhandled error.
    ready.catch(() => undefined);
  }, [environment]);

  // Blocked for want of consent: the captcha starts again as soon as the shopper accepts its cookies
  // (the warning's link, the banner or the settings, in this tab).
  const blocked = status === 'consent';
  useEffect(() => {
    if (!blocked) return;
    return subscribeConsent(() => {
      if (currentConsent()?.captcha) start();
    });
  }, [blocked, start]);

  useEffect(() => {
    start();
    return () => {
      attempt.current?.controller.abort();
      clearTimeout(expiry.current);
    };
  }, [start]);

  const answer = useCallback(async () => {
    if (!attempt.current) throw new Error('captcha not started');
    const ready = await attempt.current.ready;
    switch (ready.provider) {
      case 'NONE':
        // Spec of the NONE provider: any non-empty text.
        return 'none';
      case 'ALTCHA':
        return ready.answer;
      case 'RECAPTCHA':
        return recaptchaToken(ready.siteKey, action);
    }
  }, [action]);

  return { status, provider, answer, renew: start };
}
