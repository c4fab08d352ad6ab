import { expect } from './test.js';

/** Where the SMTP sink (support/smtp-sink.mjs) serves what it received; see playwright.config.ts. */
export const SMTP_SINK_PORT = Number(process.env.SMTP_SINK_PORT ?? 4125);
export const SMTP_SINK_HTTP_PORT = Number(process.env.SMTP_SINK_HTTP_PORT ?? 4126);

export interface Mail {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(
    `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  expect(response.ok, 'the SMTP sink answers').toBe(true);
  return (await response.json()) as Mail[];
}

/**
 * The first e-mail to `address` received after the `after` one (by id) whose subject matches,
 * waited for: the storefront-api sends it over SMTP after answering.
 */
export async function waitForMail(
  address: string,
  subject: RegExp,
  after = 0,
  timeout = 15_000,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((m) => m.id > after && subject.test(m.subject));
        return found !== undefined;
      },
      { message: `an e-mail "${subject.source}" to ${address}`, timeout },
    )
    .toBe(true);
  return found!;
}

/** Id of the last e-mail received for `address` (0 when none): later ones are the new ones. */
export async function lastMailId(address: string): Promise<number> {
  return (await mailsTo(address)).at(-1)?.id ?? 0;
}

/** The 6-digit sign-in code of a two-factor e-mail. */
export function oneTimeCode(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, `a 6-digit code in "${mail.text}"`).toBeTruthy();
  return code!;
}

/** The shop link of an e-mail whose path ends with `path` (e.g. the reset page), query included. */
export function linkTo(mail: Mail, path: string): URL {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.endsWith(path));
  expect(link, `a link to ${path} in "${mail.text}"`).toBeTruthy();
  return new URL(link!);
}
