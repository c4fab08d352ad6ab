import { ErrorCode, badUserInput, hasCode } from './errors.js';

/**
 * Shape of a region's root path (`martinique`, `saint-barthelemy`). Checked before a text from a
 * header, an argument or a global id becomes the upstream `root-category` header.
 */
const ROOT_PATH = /^[a-z0-9][a-z0-9-]{0,63}$/u;

export function isRootPath(text: string): boolean {
  return ROOT_PATH.test(text);
}

/** Root segment of a category path (`martinique/maison/cuisine` is in `martinique`). */
export function rootOfPath(path: string): string {
  return path.split('/', 1)[0] ?? '';
}

const UNKNOWN_REGION = 'unknown-root-category';

export function unknownRegion(path: string) {
  return badUserInput(`Région inconnue : « ${path.slice(0, 64)} ».`, UNKNOWN_REGION);
}

/** The upstream (or the gateway) refused a region: what was asked in it does not exist. */
export function isUnknownRegion(error: unknown): boolean {
  return hasCode(error, ErrorCode.BAD_USER_INPUT) && error.extensions.errorCode === UNKNOWN_REGION;
}

/** Region of a category path given as an argument; a malformed one is a BAD_USER_INPUT error. */
export function regionOfPath(path: string): string {
  const root = rootOfPath(path);
  if (!isRootPath(root)) throw unknownRegion(root);
  return root;
}
