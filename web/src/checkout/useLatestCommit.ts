import { useCallback, useRef } from 'react';
import { commitMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { Disposable, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

/**
 * A mutation whose new call cancels the pending one (spec 4: a new shipping-address or shipment-method
 * request cancels the previous): the older reply is never applied, so the last choice wins. A
 * cancelled call's promise stays pending; its caller has nothing left to do.
 */
export function useLatestCommit<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): (variables: M['variables']) => Promise<M['response']> {
  const environment = useRelayEnvironment();
  const pending = useRef<Disposable | null>(null);
  return useCallback(
    (variables) =>
      new Promise<M['response']>((resolve, reject) => {
        pending.current?.dispose();
        const call = commitMutation<M>(environment, {
          mutation,
          variables,
          onCompleted: (response) => {
            if (pending.current === call) pending.current = null;
            resolve(response);
          },
          onError: reject,
        });
        pending.current = call;
      }),
    [environment, mutation],
  );
}
