import { fail } from '../failure.ts';
import { currentLog, type Log } from '../log.ts';

/** How OTP codes reach a phone (ADR 0102). */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** The HTTP SMS gateway: `QUEST_SMS_URL` (https) and `QUEST_SMS_TOKEN` (sent as a bearer token). */
export interface SmsGatewayConfig {
  url: string;
  token: string;
}

/** What a caller hears when no SMS can go out (503). */
export const SMS_UNAVAILABLE_MESSAGE = 'We cannot send SMS right now. Please try again later.';

/** The start-up warning of a production server without a gateway. */
export const SMS_NOT_CONFIGURED_WARNING =
  'No SMS gateway is configured (QUEST_SMS_URL and QUEST_SMS_TOKEN): OTP codes cannot be sent, and sign-up and ' +
  'password reset answer 503 until one is.';

const SMS_TIMEOUT_MS = 10_000;

/** "98765xxxxx": enough to tell numbers apart in a log, not enough to reuse. */
export const maskNumber = (to: string) => to.slice(0, 5) + 'x'.repeat(Math.max(0, to.length - 5));

/** The OTP message a user receives. */
export const otpText = (code: string, validMinutes = 10) =>
  `Your Quest OTP is ${code}. It is valid for ${validMinutes} minutes.`;

/**
 * Development and tests only: no SMS goes out, the message is written to the log instead, the number masked.
 * The text (with the code) is logged only when `showText` (development); elsewhere only that a message went.
 */
export function consoleSmsSender({ showText, log }: { showText: boolean; log?: Log }): SmsSender {
  return {
    send: (to, text) => {
      const logger = log ?? currentLog();
      const masked = maskNumber(to);
      if (showText) logger.info({ sms: 'console', to: masked }, `SMS to ${masked}: ${text}`);
      else logger.info({ sms: 'console', to: masked }, `SMS to ${masked} (text shown in development only)`);
      return Promise.resolve();
    },
  };
}

/** Production without a gateway: nothing can be sent, so the call answers 503. */
export const unavailableSmsSender: SmsSender = {
  send: () => Promise.reject(fail(503, SMS_UNAVAILABLE_MESSAGE)),
};

/**
 * POSTs `{ "to": "+91…", "text": "…" }` as JSON to the gateway with `Authorization: Bearer <token>`; any answer but
 * 2xx, a network error or no answer in 10 s is a 503 to the caller (logged with the status only).
 */
export function httpSmsSender({ url, token }: SmsGatewayConfig, fetchFn: typeof fetch = fetch): SmsSender {
  return {
    async send(to, text) {
      let status: number | null = null;
      try {
        const response = await fetchFn(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        currentLog().error({ err: error, sms: 'http' }, 'The SMS gateway could not be reached');
        throw fail(503, SMS_UNAVAILABLE_MESSAGE);
      }
      if (status < 200 || status > 299) {
        currentLog().error({ sms: 'http', status }, `The SMS gateway answered ${status}`);
        throw fail(503, SMS_UNAVAILABLE_MESSAGE);
      }
    },
  };
}

/** Whether this NODE_ENV is development (unset or `development`): only then does the console sender show codes. */
export const isDevelopment = (env: NodeJS.ProcessEnv = process.env) =>
  !env.NODE_ENV || env.NODE_ENV === 'development';

/**
 * The sender for a configuration: the gateway when one is configured; else, in production, none (503); else the
 * console stand-in. The console stand-in is never chosen in production.
 */
export function smsSenderFor(
  config: { production: boolean; sms?: SmsGatewayConfig | null },
  env: NodeJS.ProcessEnv = process.env,
): SmsSender {
  if (config.sms) return httpSmsSender(config.sms);
  if (config.production) return unavailableSmsSender;
  return consoleSmsSender({ showText: isDevelopment(env) });
}
