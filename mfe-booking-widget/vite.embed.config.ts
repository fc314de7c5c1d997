import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
// @ts-expect-error plain ESM helper without types
import { linguiPlugins } from '../tooling/vite-app.mjs'
// @ts-expect-error plain ESM helper without types
import { precompress } from '../tooling/precompress.mjs'

const preact = (path: string) =>
  fileURLToPath(new URL(`../node_modules/preact/${path}`, import.meta.url))

/** Ships the element's hand-written types (the host-page events) beside the module. */
function publicTypes(): Plugin {
  const source = readFileSync(new URL('./src/embed/public-types.d.ts', import.meta.url), 'utf8')
  return {
    name: 'tessera:widget-types',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'tessera-booking.d.ts', source })
    },
  }
}

/**
 * The embed build (`/widget/tessera-booking.js`): one ES module for third-party pages, ordinary
 * React compiled against `preact/compat`, no Module Federation; the modal, the Greek catalog and
 * the booking rules are chunks it imports on demand (relative to itself, so any origin works).
 */
export default defineConfig({
  base: './',
  plugins: [...linguiPlugins(), react(), publicTypes(), precompress()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: preact('compat/client.mjs') },
      {
        find: /^react\/jsx-runtime$/,
        replacement: preact('jsx-runtime/dist/jsxRuntime.module.js'),
      },
      {
        find: /^react\/jsx-dev-runtime$/,
        replacement: preact('jsx-runtime/dist/jsxRuntime.module.js'),
      },
      { find: /^react-dom$/, replacement: preact('compat/dist/compat.module.js') },
      { find: /^react$/, replacement: preact('compat/dist/compat.module.js') },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: 'dist-embed',
    emptyOutDir: true,
    sourcemap: 'hidden',
    lib: {
      entry: 'src/embed/tessera-booking.ts',
      formats: ['es'],
      fileName: () => 'tessera-booking.js',
    },
    // Library mode keeps the whitespace of ES output (for other bundlers); this module is final.
    rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js', minify: true } },
  },
})
