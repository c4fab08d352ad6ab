import { commitMutation } from 'react-relay/hooks';
import type {
  Environment,
  GraphQLTaggedNode,
  MutationParameters,
  RecordSourceSelectorProxy,
} from 'relay-runtime';
import { forgetOtherViewers } from '../layouts/ShellData.js';

/**
 * Makes the `viewer` of a mutation's payload (register, signIn, verifyOneTimePassword, signOut) the
 * query root's viewer: `Viewer` has no id, so Relay would not link the two by itself, and the header,
 * the cart badge and the route guard read the root's.
 */
export function adoptPayloadViewer(store: RecordSourceSelectorProxy, rootField: string): void {
  const viewer = store.getRootField(rootField)?.getLinkedRecord('viewer');
  if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
}

/** After the viewer changed here: the other regions' stores ask again when visited. */
export function viewerChanged(catalog: string, locale: string): void {
  forgetOtherViewers(catalog, locale);
}

/** A mutation as a promise: the payload, or the failure (already told by the network layer). */
export function commit<M extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: M['variables'],
  rootField?: string,
): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<M>(environment, {
      mutation,
      variables,
      ...(rootField
        ? { updater: (store: RecordSourceSelectorProxy) => adoptPayloadViewer(store, rootField) }
        : {}),
      onCompleted: (response) => resolve(response),
      onError: reject,
    });
  });
}
