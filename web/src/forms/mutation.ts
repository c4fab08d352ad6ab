import { useCallback } from 'react';
import { commitMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { Environment, GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';

export interface CommitOptions<M extends MutationParameters> {
  /** Changes to the store beyond the payload's records, which Relay merges by id by itself. */
  updater?: SelectorStoreUpdater<M['response']>;
}

/**
 * A mutation as a promise: the payload (its `userErrors` are for the form to show), or the failure
 * (already told to the shopper by the network layer). A form's submit handler awaits it, so
 * react-hook-form's `isSubmitting` is the one "busy" state of every form.
 */
export function commit<M extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: M['variables'],
  { updater }: CommitOptions<M> = {},
): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<M>(environment, {
      mutation,
      variables,
      ...(updater ? { updater } : {}),
      onCompleted: (response) => resolve(response),
      onError: reject,
    });
  });
}

/** `commit` bound to the environment of the page (the region and language being browsed). */
export function useCommit<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): (variables: M['variables'], options?: CommitOptions<M>) => Promise<M['response']> {
  const environment = useRelayEnvironment();
  return useCallback(
    (variables, options) => commit<M>(environment, mutation, variables, options),
    [environment, mutation],
  );
}
