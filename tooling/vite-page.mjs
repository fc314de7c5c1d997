// The Vite configurations of a server-rendered page (the public event page): a browser build that
// hydrates the server's markup, with no Module Federation (the page loads without the shell), and
// the server build the API renders with. A sibling of vite-app.mjs, whose federation it leaves out.
import react from '@vitejs/plugin-react'
import { linguiPlugins } from './vite-app.mjs'
import { precompress } from './precompress.mjs'

/**
 * The browser entry, built into `outDir` with a manifest (`.vite/manifest.json`) the server reads
 * to link the entry's script and CSS. Relative base: the server says where the directory is served.
 * @param {{ entry: string, outDir: string }} options
 */
export function pageClientConfig({ entry, outDir }) {
  return {
    base: './',
    plugins: [...linguiPlugins(), react(), precompress()],
    build: {
      target: 'es2022',
      outDir,
      emptyOutDir: true,
      manifest: true,
      sourcemap: 'hidden',
      rollupOptions: { input: entry },
    },
  }
}

/**
 * The server entry, built for Node into `outDir`: the page's own code and @tessera/shared bundled
 * (its `.po` catalogs compiled), React and Lingui left to Node's resolution (one copy each).
 * @param {{ entry: string, outDir: string }} options
 */
export function pageServerConfig({ entry, outDir }) {
  return {
    plugins: [...linguiPlugins(), react()],
    build: { target: 'node22', outDir, emptyOutDir: true, ssr: entry, sourcemap: false },
  }
}
