/**
 * Limits on what one GraphQL document may ask (issue 16): GraphQL Armor's depth, cost, alias,
 * directive and token limits, each refusal with its own `extensions.code`, before any resolver or
 * upstream call runs. The values are tuned to the shop's persisted operations, which all pass
 * (`query-limits.test.ts` checks every one); a keyed channel's own queries live under them too.
 */
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import type { Plugin } from 'graphql-yoga';
import { GraphQLError } from 'graphql';

export const QUERY_LIMITS = {
  /** Nested fields; the web's deepest operation (a seller page's next products) is 8. */
  depth: 10,
  /**
   * Armor's cost: 2 per object field, 1 per scalar, each level multiplying by 1.5; fragments
   * counted where they are spread, and lists count like any field, served from the request's cache
   * or not. The costliest persisted operation, the home page, costs about 9,000; a developer's
   * listing of 100 whole products (every field, offers, variants) 75,000. What passes 100,000 is
   * fragments spreading fragments, whose reply doubles at each level for a few tokens.
   */
  cost: 100_000,
  aliases: 15,
  directives: 50,
  /** Lexical tokens of the document, counted while parsing: a huge document is cut short. */
  tokens: 1000,
} as const;

export const QueryLimitCode = {
  depth: 'QUERY_TOO_DEEP',
  cost: 'QUERY_TOO_COSTLY',
  aliases: 'QUERY_TOO_MANY_ALIASES',
  directives: 'QUERY_TOO_MANY_DIRECTIVES',
  tokens: 'QUERY_TOO_LONG',
} as const;
type Limit = keyof typeof QueryLimitCode;

const MESSAGES: Record<Limit, string> = {
  depth: `Requête trop profonde : plus de ${QUERY_LIMITS.depth} niveaux de champs imbriqués.`,
  cost: `Requête trop coûteuse : son coût dépasse ${QUERY_LIMITS.cost}.`,
  aliases: `Requête refusée : plus de ${QUERY_LIMITS.aliases} alias.`,
  directives: `Requête refusée : plus de ${QUERY_LIMITS.directives} directives.`,
  tokens: `Requête trop longue : plus de ${QUERY_LIMITS.tokens} éléments.`,
};

function limitError(limit: Limit): GraphQLError {
  return new GraphQLError(MESSAGES[limit], {
    extensions: { code: QueryLimitCode[limit], limit: QUERY_LIMITS[limit] },
  });
}

/**
 * Armor reports its own untyped error; ours replaces it. The validation rules report through the
 * context; the token limit runs in the parser, without one, and stops it by throwing.
 */
function rejectWith(limit: Limit): { propagateOnRejection: false; onReject: GraphQLArmorRejectCallback[] } {
  return {
    propagateOnRejection: false,
    onReject: [
      (context) => {
        if (context === null) throw limitError(limit);
        context.reportError(limitError(limit));
      },
    ],
  };
}

export function queryLimitPlugins(): Plugin[] {
  const armor = new EnvelopArmor({
    maxDepth: {
      n: QUERY_LIMITS.depth,
      ignoreIntrospection: true,
      flattenFragments: true,
      ...rejectWith('depth'),
    },
    costLimit: { maxCost: QUERY_LIMITS.cost, ignoreIntrospection: true, ...rejectWith('cost') },
    maxAliases: { n: QUERY_LIMITS.aliases, ...rejectWith('aliases') },
    maxDirectives: { n: QUERY_LIMITS.directives, ...rejectWith('directives') },
    maxTokens: { n: QUERY_LIMITS.tokens, ...rejectWith('tokens') },
    // Suggestions ("did you mean …") describe the schema to whoever probes it.
    blockFieldSuggestion: { enabled: true },
  });
  return armor.protect().plugins as Plugin[];
}
