import type { Resolvers } from './__generated__/resolvers-types.js';
import { addressFields, addressMutations } from './customers/addresses.js';
import { captchaQueries } from './customers/captcha.js';
import { newsletterMutations } from './customers/newsletter.js';
import { profileMutations } from './customers/profile.js';
import { registrationMutations } from './customers/registration.js';
import { signInMutations } from './customers/sign-in.js';
import { customerFields, viewerFields, viewerQueries } from './customers/viewer.js';

/** The customer part of the graph, one file per area under `customers/`. */
export const customerResolvers: Resolvers = {
  Query: { ...viewerQueries, ...captchaQueries },
  Viewer: viewerFields,
  Customer: customerFields,
  Address: addressFields,
  Mutation: {
    ...registrationMutations,
    ...signInMutations,
    ...profileMutations,
    ...addressMutations,
    ...newsletterMutations,
  },
};
