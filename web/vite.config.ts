import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import type { Plugin } from 'vite';

const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));
const relayScript = fileURLToPath(new URL('../scripts/relay.mjs', import.meta.url));

/**
 * Reruns relay-compiler when a source holding a graphql tag changes in `vite dev`: the compiler's own
 * watch mode needs a newer watchman than Debian's.
 */
function relayCompiler(): Plugin {
  return {
    name: 'relay-compiler',
    apply: 'serve',
    handleHotUpdate({ file, read }) {
      if (!/\.tsx?$/.test(file) || file.includes('__generated__')) return;
      return Promise.resolve(read()).then((text) => {
        if (text.includes('graphql`')) spawnSync(process.execPath, [relayScript], { stdio: 'inherit' });
      });
    },
  };
}

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    relayCompiler(),
    react({ babel: { plugins: [['relay', { artifactDirectory, eagerEsModules: true }]] } }),
  ],
  // Our packages' sources first, then Vite's defaults: without these, a package that ships a
  // production and a development build (react-router) is bundled in its development build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The server's rendering (`vite build --ssr src/entry-server.tsx`, run by the gateway): one file
  // with its dependencies bundled (React Relay is CommonJS) and React's production build.
  ssr: {
    noExternal: true,
    target: 'node',
    resolve: {
      conditions: ['source', ...defaultServerConditions],
      externalConditions: ['source', ...defaultServerConditions],
    },
  },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        manifest: true,
        // Maps for the server's error reports, not referenced by the scripts nor served (issue 16).
        sourcemap: 'hidden',
        // The shopper's first page: keep what is not needed for it in lazy chunks (see the budget check).
        chunkSizeWarningLimit: 600,
        // ZXing's modules only declare classes, but its package does not say so: without this, the
        // quick order's barcode chunk carries every reader ZXing has, not the four formats it reads.
        rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !id.includes('/@zxing/') } },
      },
  server: { proxy: { '/graphql': gateway, '/media': gateway } },
}));
