import type { CaptchaChallenge as Challenge } from '@shop/domain';
import type { CaptchaChallenge, QueryResolvers } from '../__generated__/resolvers-types.js';

function captchaModel(challenge: Challenge): CaptchaChallenge {
  switch (challenge.provider) {
    case 'altcha':
      return { provider: 'ALTCHA', challenge: JSON.stringify(challenge.challenge), siteKey: null };
    case 'recaptcha':
      return { provider: 'RECAPTCHA', challenge: null, siteKey: challenge.siteKey };
    case 'none':
      return { provider: 'NONE', challenge: null, siteKey: null };
  }
}

export const captchaQueries: QueryResolvers = {
  captchaChallenge: async (_, __, ctx) => captchaModel(await ctx.customers().captchaChallenge()),
};
