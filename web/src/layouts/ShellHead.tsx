import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyHeadLinks, headLinks } from '../shell/headLinks.js';
import { useServerRender } from '../routing/server-render.js';
import { ShellDataPart } from './ShellDataPart.js';
import type { ShellData } from './useShell.js';

function Links({ region }: { region: NonNullable<ShellData['region']> }) {
  const { pathname } = useLocation();
  const server = useServerRender();
  if (server) server.links = headLinks(server.origin, pathname, region, region.alternates);
  useEffect(() => {
    applyHeadLinks(headLinks(window.location.origin, pathname, region, region.alternates));
  }, [pathname, region]);
  return null;
}

/** Spec 2.2: canonical and alternate links rebuilt from the region's alternates after each navigation. */
export function ShellHead() {
  return (
    <ShellDataPart fallback={null} render={(data) => (data.region ? <Links region={data.region} /> : null)} />
  );
}
