import { SpanKind } from '@opentelemetry/api';
import { inSpan } from '../telemetry/tracing.js';
import type { Mailer } from './mailer.js';

/** A span per e-mail sent (issue 33): its kind of transport, never its recipient nor content. */
export function tracedMailer(mailer: Mailer): Mailer {
  return {
    ...mailer,
    send: (message) =>
      inSpan(
        () => ({
          name: 'mail send',
          kind: SpanKind.CLIENT,
          attributes: { 'mail.transport': mailer.description },
        }),
        () => mailer.send(message),
      ),
  };
}
