// The Vite configuration every front end shares: React, Lingui (macros + .po catalogs compiled at
// build), and Module Federation with the singletons all apps must share.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { federation } from '@module-federation/vite'
import { linguiMacro } from './lingui-macro.mjs'
import { precompress } from './precompress.mjs'
import { sharedPackageModules } from './shared-package.mjs'

const linguiConfig = join(import.meta.dirname, '..', 'lingui.config.ts')

/**
 * Shared singletons: one React, one Lingui instance (so every app's catalog lands in the same i18n),
 * one copy of the cross-app stores ($session, $locale) and of the TanStack Query cache, one ky and
 * one zod. The shell provides each (shell/src/bootstrap/shared-modules.ts); a remote's own copy is only
 * a fallback it never loads in the shell (docs/ARCHITECTURE.md "Front-end composition").
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  '@lingui/core': { singleton: true, requiredVersion: '^5.9.0' },
  '@lingui/react': { singleton: true, requiredVersion: '^5.9.0' },
  nanostores: { singleton: true, requiredVersion: '^1.0.0' },
  '@nanostores/react': { singleton: true, requiredVersion: '^1.0.0' },
  '@tessera/shared/stores/session': { singleton: true, requiredVersion: false },
  '@tessera/shared/stores/locale': { singleton: true, requiredVersion: false },
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0' },
  '@tessera/shared/data/query-client': { singleton: true, requiredVersion: false },
  // The API client's HTTP library, used by the shell on every page and by every remote.
  ky: { singleton: true, requiredVersion: '^1.0.0' },
  // zod's builders the front ends call, not the whole package (shell/src/bootstrap/zod-builders.ts).
  zod: { singleton: true, requiredVersion: '^4.0.0' },
}

/**
 * Every federation share: the singletons above and the `@tessera/shared` modules the shell's code
 * runs (tooling/shared-package.mjs), so a remote uses the shell's copy of `ui/button` or the API
 * client instead of bundling and loading its own (docs/ARCHITECTURE.md "Federation sharing").
 */
export function federationShares() {
  const packageModules = sharedPackageModules(sharedSingletons).map((id) => [
    `@tessera/shared/${id}`,
    { singleton: true, requiredVersion: false },
  ])
  return { ...Object.fromEntries(packageModules), ...sharedSingletons }
}

/**
 * `@tessera/shared`'s own modules import each other relatively (`../stores/session.js`), and Module
 * Federation leaves a package's imports of itself local, so each remote's `AppRoot` and API client
 * would run private copies of `$session`, `$locale` and every shared module beside the shell's. This
 * sends those imports through the federation shares (resolved without the importer, so they are
 * not "the package's own").
 */
function sharedImportsAsShares(shares) {
  return {
    name: 'tessera:shared-imports-as-shares',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith('.') || !importer) return null
      const dist = /^(.*[\\/]shared[\\/]dist[\\/])(.*)$/.exec(importer)
      if (!dist) return null
      const id = new URL(source, `file:///${dist[2].replaceAll('\\', '/')}`).pathname
      const shareKey = `@tessera/shared${id.replace(/\.js$/, '')}`
      if (!Object.hasOwn(shares, shareKey)) return null
      return this.resolve(shareKey, undefined, { ...options, skipSelf: true })
    },
  }
}

/**
 * The shell's own instance of each shared `@tessera/shared` module, as one module of namespaces
 * (`virtual:tessera/shared-package`, read by shell/src/bootstrap/shared-modules.ts): imported by the
 * federation chunk only, so the sign-in pages load none of it beyond what they use themselves.
 */
export function sharedPackageProvider(shares = federationShares()) {
  const id = 'virtual:tessera/shared-package'
  const names = Object.keys(shares).filter((name) => name.startsWith('@tessera/shared/'))
  return {
    name: 'tessera:shared-package-provider',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null
      const imports = names.map((name, i) => `import * as m${i} from '${name}'`)
      const entries = names.map((name, i) => `  '${name}': m${i},`)
      return [...imports, 'export const sharedPackage = {', ...entries, '}', ''].join('\n')
    },
  }
}

/**
 * What the shell gives the federation runtime for each singleton (shell/src/bootstrap/federation.ts):
 * its version (the installed package's; `@tessera/shared`'s modules are the workspace's own) and its
 * share config.
 */
function hostShares(shared) {
  const version = (name) => {
    if (name.startsWith('@tessera/')) return '0.0.0'
    const pkg = name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/')
    const manifest = new URL(`../node_modules/${pkg}/package.json`, import.meta.url)
    return JSON.parse(readFileSync(manifest, 'utf8')).version
  }
  return Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [name, { ...config, version: version(name) }]),
  )
}

/** The shell's singletons, and the runtime features it does without (as `disableSnapshot` below). */
const hostDefines = (shares) => ({
  __TESSERA_SHARED__: JSON.stringify(hostShares(shares)),
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
})

export function linguiPlugins() {
  process.env.LINGUI_CONFIG = linguiConfig
  // The macro error reporter misfires under Module Federation's re-resolution of imports.
  return [
    linguiMacro(),
    ...lingui({ configPath: linguiConfig }).filter(
      (p) => p.name !== 'vite-plugin-lingui-report-macro-error',
    ),
  ]
}

/**
 * @param {{ name: string, exposes?: Record<string, string>, host?: boolean, port: number }} options
 */
export function tesseraApp({ name, exposes, host = false, port }) {
  const shares = federationShares()
  return {
    // Remotes use relative URLs so a build can be served from any origin (the manifest says where).
    base: host ? '/' : './',
    ...(host ? { define: hostDefines(shares) } : {}),
    plugins: [
      ...linguiPlugins(),
      react(),
      // The shell is no federation container: it starts the runtime itself when a remote's route is
      // first entered (shell/src/bootstrap/federation.ts), so its own pages load none of it.
      ...(host
        ? [sharedPackageProvider(shares)]
        : [
            sharedImportsAsShares(shares),
            federation({
              name,
              filename: 'remoteEntry.js',
              exposes: exposes ?? {},
              remotes: {},
              shared: shares,
              dts: false,
              manifest: false,
              // One Module Federation runtime per page: the shell's (it publishes runtime-core).
              experiments: { externalRuntime: true },
              // Remotes are registered by entry URL, never by an MF manifest: the runtime's snapshot
              // plugin (manifests, preloading, devtools) is dead weight.
              disableSnapshot: true,
            }),
          ]),
      precompress(),
    ],
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      // Maps beside the chunks, not referenced by them: the weight benchmark reads which modules each
      // chunk holds to find a library a page loads twice (bench/lib/libraries.mjs).
      sourcemap: 'hidden',
      // A remote has no page of its own: its entries are the modules it exposes. The shell's first
      // load is one chunk: every module its entry imports statically, also those the lazy chunks
      // (the federation host, the frame) import too, which would otherwise be split into small
      // common chunks the sign-in pages fetch one by one.
      rollupOptions: host
        ? { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } }
        : { input: Object.values(exposes ?? {}) },
    },
    server: { port, strictPort: true, host: '127.0.0.1', origin: `http://127.0.0.1:${port}` },
    preview: { port, strictPort: true, host: '127.0.0.1' },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      // A screen's whole journey (typing, a map, saving, the preview) takes 3–5 s on CI's 2 cores
      // with a worker on each; the timeout guards against a hang, it is not what a test asserts.
      testTimeout: 15_000,
      setupFiles: [fileURLToPath(new URL('./vitest-stores-teardown.mjs', import.meta.url))],
    },
  }
}
