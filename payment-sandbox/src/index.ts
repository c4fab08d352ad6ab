export { buildSandbox, type SandboxOptions } from './server.js';
export {
  ACCEPTED_CARD_MASKED_PAN,
  HASH_ALGORITHM,
  signAnswer,
  TEST_CARDS,
  type SandboxCredentials,
} from './protocol.js';
export { payOnCardForm, readReturnPage } from './browser.js';
export { startTestSandbox } from './testing.js';
