export { buildSandbox, type SandboxOptions } from './server.js';
export { HASH_ALGORITHM, signAnswer, TEST_CARDS, type SandboxCredentials } from './protocol.js';
export { payOnCardForm } from './browser.js';
