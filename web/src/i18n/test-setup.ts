// Unit tests translate in both languages; the browser loads English on first use instead.
import { loadLocale } from './index.js';

await loadLocale('en');
