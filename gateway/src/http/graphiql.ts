import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphiQLOptions } from 'graphql-yoga';
import { API_KEY_HEADER } from '../api-keys.js';
import { CATALOG_HEADER, LOCALE_HEADER } from '../context.js';
import { QUERY_LIMITS, QueryLimitCode } from '../query-limits.js';
import { sendJson } from './pages.js';

/** The query limits as a client developer reads them first (the schema's description says the same). */
const LIMITS = [
  `# Limites de chaque requête (refus avant toute exécution, code dans errors[].extensions.code) :`,
  `#   profondeur ${QUERY_LIMITS.depth} champs imbriqués au plus (${QueryLimitCode.depth}),`,
  `#   coût ${QUERY_LIMITS.cost} au plus (${QueryLimitCode.cost}),`,
  `#   ${QUERY_LIMITS.aliases} alias au plus (${QueryLimitCode.aliases}),`,
  `#   ${QUERY_LIMITS.directives} directives au plus (${QueryLimitCode.directives}),`,
  `#   ${QUERY_LIMITS.tokens} éléments lexicaux au plus (${QueryLimitCode.tokens}).`,
].join('\n');

/** First query a developer sees: what the home page and a category page need. */
const DEFAULT_QUERY = `# API de la boutique : la région vient de l'en-tête x-catalog, la langue de x-locale.
${LIMITS}
query Accueil {
  region {
    label
    countryCode
    taxRegime
  }
  categories {
    label
    path
    productCount
    children {
      label
      path
    }
  }
  search(term: "ventilateur", first: 3) {
    totalCount
    edges {
      node {
        name
        slug
        price {
          current {
            displayed {
              amount
              currencyCode
            }
          }
        }
        defaultOffer {
          stockState
          shop {
            name
          }
        }
      }
    }
  }
}
`;

const REGION_HEADERS = { [CATALOG_HEADER]: 'martinique', [LOCALE_HEADER]: 'fr' };

export const graphiqlOptions: GraphiQLOptions = {
  title: 'API GraphQL de la boutique',
  defaultQuery: DEFAULT_QUERY,
  headers: JSON.stringify(REGION_HEADERS, null, 2),
};

/**
 * GraphiQL of a keyed channel in production: its queries carry the key the browser authenticated
 * with (only to this browser, which just sent it), so they may introspect and run freely.
 */
export function keyedGraphiqlOptions(key: string): GraphiQLOptions {
  return {
    ...graphiqlOptions,
    headers: JSON.stringify({ ...REGION_HEADERS, [API_KEY_HEADER]: key }, null, 2),
  };
}

/** A browser asking for GraphiQL (Yoga's own test: a GET accepting HTML). */
export function asksForGraphiql(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

/** GraphiQL, off for this browser: asks for the channel's key as HTTP Basic credentials. */
export function graphiqlChallenge(res: ServerResponse): void {
  res.setHeader(
    'www-authenticate',
    'Basic realm="GraphiQL (mot de passe : la clé x-api-key)", charset="UTF-8"',
  );
  sendJson(res, 401, {
    errors: [
      {
        message: 'GraphiQL est réservé aux canaux munis d’une clé x-api-key (mot de passe de la demande).',
        extensions: { code: 'API_KEY_REQUIRED' },
      },
    ],
  });
}
