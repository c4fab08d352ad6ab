/** Settings of the content module (`CONTENT_DIR`, `CONTACT_EMAIL`, read by `config.ts`). */
import { fileURLToPath } from 'node:url';

export interface ContentSettings {
  /** The versioned content files: `pages/*.md`, `home.json`, `footer.json`, … and `images/`. */
  dir: string;
  /** Where the contact form's messages are e-mailed (the shop's service). */
  contactEmail: string;
}

/** `storefront-api/content/`, from `src/content/` and `dist/content/` alike. */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../content/', import.meta.url));

export const DEFAULT_CONTENT_SETTINGS: ContentSettings = {
  dir: DEFAULT_CONTENT_DIR,
  contactEmail: 'service-client@boutique-des-outre-mer.fr',
};
