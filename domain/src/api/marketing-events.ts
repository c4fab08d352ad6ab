/**
 * Wire shapes of `POST marketing-event` (spec 7 "Tracking") and of the operator's counts; the rules
 * themselves are `../marketing-events.ts`.
 */
import { z } from 'zod';
import {
  MARKETING_EVENT_BATCH_MAX,
  MARKETING_EVENTS,
  marketingEventDataProblem,
  withoutPersonalData,
} from '../marketing-events.js';
import { TERRITORY_CODES } from '../territories.js';

export const marketingEventDataSchema = z
  .record(z.string(), z.unknown())
  .superRefine((data, ctx) => {
    const found = marketingEventDataProblem(data);
    if (found) ctx.addIssue({ code: 'custom', message: found });
  })
  .transform((data) => withoutPersonalData(data) as Record<string, unknown>);

export const marketingEventSchema = z
  .object({
    eventName: z.enum(MARKETING_EVENTS, { message: 'événement inconnu' }),
    eventData: marketingEventDataSchema.default({}),
  })
  .strict();
export type MarketingEvent = z.output<typeof marketingEventSchema>;

/** A batch of events (the gateway's and the storefront-api's body). */
export const marketingEventBatchSchema = z
  .array(marketingEventSchema)
  .min(1, 'au moins un événement')
  .max(MARKETING_EVENT_BATCH_MAX, `${MARKETING_EVENT_BATCH_MAX} événements au plus`);

/** `POST marketing-event`: one event as spec 7 has it, or a batch of them. */
export const marketingEventBodySchema = z
  .union([marketingEventSchema.transform((event) => [event]), marketingEventBatchSchema])
  .describe(
    'One event `{eventName, eventData}` or an array of 1 to 50. eventName: page_view, profile_update, search, ' +
      'view_cart, add_to_cart, add_to_cart_light, remove_from_cart, login, sign_up. eventData: a JSON object ' +
      '(20 keys, 3 levels, texts of 500 characters, 2,000 characters in all; no markup nor control characters); ' +
      'keys naming personal data are dropped and e-mail addresses masked before storing.',
  );

const day = z.iso.date({ message: 'date attendue au format AAAA-MM-JJ' });

/**
 * Query of the operator's `GET operator/marketing-events/counts`: days included, one event, and the
 * island whose days are counted (UTC's without one).
 */
export const marketingEventCountsQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  eventName: z.enum(MARKETING_EVENTS, { message: 'événement inconnu' }).optional(),
  territory: z
    .enum(TERRITORY_CODES, { message: 'territoire inconnu' })
    .optional()
    .describe('Count the days of this territory’s time (GP, GY, MQ, RE, BL, MF); UTC days without it.'),
});

/** Counts of one event on one day (the asked territory's, or UTC's), as the operator API answers them. */
export const marketingEventCountSchema = z.object({
  day: z.string().describe('YYYY-MM-DD, in the asked territory’s time (UTC without one).'),
  eventName: z.enum(MARKETING_EVENTS),
  count: z.number().int(),
});
export type MarketingEventCount = z.output<typeof marketingEventCountSchema>;
