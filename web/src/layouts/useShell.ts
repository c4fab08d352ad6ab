import { createContext, useCallback, useContext } from 'react';
import { usePreloadedQuery } from 'react-relay/hooks';
import type { ShellDataQuery, ShellDataQuery$data } from '../__generated__/ShellDataQuery.graphql.js';
import { useAppScope } from '../relay/scope.js';
import { useCatalog } from '../routing/catalog.js';
import { forgetShellQuery, shellDataQuery, shellGeneration, shellQueryRef } from './ShellData.js';
import type { ShellQueryRef } from './ShellData.js';

export type ShellData = ShellDataQuery$data;

export interface ShellHandle {
  queryRef: ShellQueryRef;
  onError: () => void;
  resetKey: string;
}

/** The shell query's reference for the current region and language (started on first use). */
export function useShellQuery(): ShellHandle {
  const { catalog, locale } = useCatalog();
  const onError = useCallback(() => forgetShellQuery(catalog, locale), [catalog, locale]);
  // After a failure the next render (the next navigation) starts the query again.
  const queryRef = shellQueryRef(useAppScope(), catalog, locale);
  return { queryRef, onError, resetKey: String(shellGeneration()) };
}

export const ShellContext = createContext<ShellHandle | null>(null);

export function useShellHandle(): ShellHandle {
  const handle = useContext(ShellContext);
  if (!handle) throw new Error('shell part outside a layout');
  return handle;
}

/** Reads the shell data (suspends until it is there): only inside a `ShellDataPart`. */
export function useShellData(): ShellData {
  return usePreloadedQuery<ShellDataQuery>(shellDataQuery, useShellHandle().queryRef);
}
