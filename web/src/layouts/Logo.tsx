import { Link } from 'react-router-dom';
import { useRoutes } from '../routing/routes.js';
import { useT } from '../i18n/index.js';
import './Logo.css';

/** The shop's logo, a link to the region's home. */
export function Logo() {
  const t = useT();
  const routes = useRoutes();
  return (
    <Link to={routes.Home()} className="logo" aria-label={t('shell.logo')}>
      <svg
        className="logo__mark"
        width="36"
        height="36"
        viewBox="0 0 36 36"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="18" cy="18" r="18" fill="#0b5d6b" />
        <path
          d="M6 23c4-3 8-3 12 0s8 3 12 0"
          stroke="#ffd166"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M10 17c2-5 6-8 8-8s6 3 8 8"
          stroke="#fff"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo__text" aria-hidden="true">
        <span className="logo__name">Boutique</span> <span className="logo__tagline">des Outre-mer</span>
      </span>
    </Link>
  );
}
