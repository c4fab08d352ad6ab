import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH } from '@shop/domain/constants';

export interface MessageCount {
  /** Characters that count (spec 5 counts the message trimmed, as the schema checks it). */
  count: number;
  min: number;
  max: number;
  /** `short` under 10, `long` over 400, `ok` in between. */
  state: 'short' | 'ok' | 'long';
}

/** The contact message's live counter (spec 5 and 9: 10 to 400 characters). */
export function messageCount(message: string): MessageCount {
  const count = message.trim().length;
  const state =
    count < CONTACT_MESSAGE_MIN_LENGTH ? 'short' : count > CONTACT_MESSAGE_MAX_LENGTH ? 'long' : 'ok';
  return { count, min: CONTACT_MESSAGE_MIN_LENGTH, max: CONTACT_MESSAGE_MAX_LENGTH, state };
}
