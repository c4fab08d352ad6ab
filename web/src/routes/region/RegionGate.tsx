import { Navigate } from 'react-router-dom';
import type { RegionSummary } from '../../app/catalog.js';
import { catalogHref } from '../../app/catalog.js';
import { isLocale } from '../../routing/locations.js';
import { storedCatalog, storedLanguage } from '../../routing/storage.js';

/** `/`: the stored region's home, or the region choice (which cannot be dismissed without choosing). */
export function RegionGate({ regions }: { regions: readonly RegionSummary[] }) {
  const stored = storedCatalog();
  const language = storedLanguage();
  const locale = isLocale(language) ? language : 'fr';
  if (stored && regions.some((r) => r.path === stored)) return <Navigate to={catalogHref(stored, locale)} replace />;
  return (
    <main>
      <h1>Choisissez votre territoire</h1>
      <ul>
        {regions.map((r) => (
          <li key={r.id}>
            <a href={catalogHref(r.path, locale)}>{r.label}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
