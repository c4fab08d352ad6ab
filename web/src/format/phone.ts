/** A `tel:` link to a phone number as written (`+596 596 50 12 34`): it wants the digits and a leading `+` only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/gu, '')}`;
