import type { GraphiQLOptions } from 'graphql-yoga';
import { CATALOG_HEADER, LOCALE_HEADER } from '../context.js';

/** First query a developer sees: what the home page and a category page need. */
const DEFAULT_QUERY = `# API de la boutique : la région vient de l'en-tête x-catalog, la langue de x-locale.
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

export const graphiqlOptions: GraphiQLOptions = {
  title: 'API GraphQL de la boutique',
  defaultQuery: DEFAULT_QUERY,
  headers: JSON.stringify({ [CATALOG_HEADER]: 'martinique', [LOCALE_HEADER]: 'fr' }, null, 2),
};
