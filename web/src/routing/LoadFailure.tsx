import { useT } from '../i18n/index.js';

/**
 * The spec 8 message of a part whose data could not be loaded (the categories, the regions, a
 * seller's information), said in place of the part instead of a blank or an endless placeholder.
 * `message` is an i18n key under `errors.load`.
 */
export function LoadFailure({ message, className }: { message: LoadFailureKey; className?: string }) {
  const t = useT();
  return (
    <p className={className ? `load-failure ${className}` : 'load-failure'} role="status">
      {t(`errors.load.${message}`)}
    </p>
  );
}

/** What could not be loaded: spec 8's "categories or root categories", "merchant info or products". */
export type LoadFailureKey = 'categories' | 'rootCategories' | 'merchant' | 'merchants';
