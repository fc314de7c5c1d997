import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { linguiPlugins } from '../tooling/vite-app.mjs'
import { precompress } from '../tooling/precompress.mjs'

const preact = (path: string) =>
  fileURLToPath(new URL(`../node_modules/preact/${path}`, import.meta.url))

/**
 * The booking rules' phone check without libphonenumber's metadata in the modal's chunk: where
 * shared's booking rules import their `phone-number` module, they get the widget's `phone-rules`,
 * which loads that very module when a chosen ticket collects phone numbers.
 */
function lazyPhoneRule(): Plugin {
  const rule = fileURLToPath(new URL('./src/embed/modal/phone-rules.ts', import.meta.url))
  const bookingRules = /[\\/]shared[\\/](dist|src)[\\/]domain[\\/]booking[\\/][^\\/]+$/
  return {
    name: 'tessera:lazy-phone-rule',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === './phone-number.js' && importer && bookingRules.test(importer) ? rule : null,
  }
}

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

const PREACT_ALIASES = [
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
]

/**
 * The widget's one build (`/widget/tessera-booking.js`): one ES module for third-party pages,
 * ordinary React compiled against `preact/compat`, no Module Federation; the modal, the Greek
 * catalog and the phone rule are chunks it imports on demand (relative to itself, so any origin
 * works). Its tests run the same code on React (Testing Library's), with the same phone rule.
 */
export default defineConfig(({ mode }) => ({
  base: './',
  plugins: [
    ...linguiPlugins(),
    react(),
    lazyPhoneRule(),
    ...(mode === 'test' ? [] : [publicTypes(), precompress()]),
  ],
  resolve: { alias: mode === 'test' ? [] : PREACT_ALIASES },
  define: mode === 'test' ? {} : { 'process.env.NODE_ENV': JSON.stringify('production') },
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
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}))
