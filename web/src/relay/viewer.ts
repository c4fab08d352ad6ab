import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Makes the `viewer` of a mutation's payload (register, signIn, verifyOneTimePassword, signOut) the
 * query root's viewer: `Viewer` has no id, so Relay would not link the two by itself, and the header,
 * the cart badge and the route guard read the root's.
 */
export function adoptPayloadViewer(store: RecordSourceSelectorProxy, rootField: string): void {
  const viewer = store.getRootField(rootField)?.getLinkedRecord('viewer');
  if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
}

/** `adoptPayloadViewer` as a mutation's updater. */
export const adoptViewerOf =
  (rootField: string) =>
  (store: RecordSourceSelectorProxy): void =>
    adoptPayloadViewer(store, rootField);

type ViewerListener = (catalog: string, locale: string) => void;
const viewerListeners = new Set<ViewerListener>();

/**
 * Who keeps per-region copies of the viewer (the shell's query) listens here: the sign-in side tells
 * that the viewer changed without knowing who cares, so it imports no layout.
 */
export function onViewerChanged(listener: ViewerListener): () => void {
  viewerListeners.add(listener);
  return () => viewerListeners.delete(listener);
}

/** After the viewer changed in this region and language (signed in, out, or the session ended). */
export function viewerChanged(catalog: string, locale: string): void {
  for (const listener of viewerListeners) listener(catalog, locale);
}
