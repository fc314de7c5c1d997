import * as runtimeCore from '@module-federation/runtime/core'
import type { LifeCycles } from 'single-spa'
import type { RemoteName } from './remotes'
import { sharedModules } from './shared-modules'

/** What tooling/vite-app.mjs defines for the shell: each singleton's version and share config. */
declare const __TESSERA_SHARED__: Record<
  string,
  { version: string; singleton: boolean; requiredVersion: string | false }
>

/** The remotes the shell knows; the manifest says where each one is deployed. */
const REMOTE_NAMES: RemoteName[] = ['manage', 'publicEvent', 'scanner']

/** A module namespace as a remote expects it: a CommonJS package's exports, not `{ default }`. */
function asShared(namespace: object): object {
  const { default: main, ...named } = namespace as { default?: unknown }
  const onlyDefault = Object.keys(named).length === 0 && typeof main === 'object' && main !== null
  const module = onlyDefault ? { ...main } : { ...namespace }
  return Object.defineProperty(module, '__esModule', { value: true })
}

async function sharedScope() {
  const entries = await Promise.all(
    Object.entries(__TESSERA_SHARED__).map(async ([name, { version, ...shareConfig }]) => {
      const load = sharedModules[name]
      if (!load) throw new Error(`[shell] no module for the federation singleton ${name}`)
      const module = asShared(await load())
      return [name, { version, scope: 'default', lib: () => module, shareConfig }] as const
    }),
  )
  return Object.fromEntries(entries)
}

/**
 * Reads `/mfe-manifest.json` (remote name → entry URL, filled by the API from its environment); a
 * missing or unreadable manifest registers no remote, so their routes show the error page.
 */
async function remotesFromManifest() {
  let manifest: Record<string, unknown>
  try {
    const response = await fetch('/mfe-manifest.json', { headers: { Accept: 'application/json' } })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    manifest = (await response.json()) as Record<string, unknown>
  } catch (error) {
    console.error('[shell] could not read /mfe-manifest.json', error)
    return []
  }
  return REMOTE_NAMES.flatMap((name) => {
    const entry = manifest[name]
    return typeof entry === 'string' && entry ? [{ name, entry, type: 'module' as const }] : []
  })
}

/**
 * The federation host: the Module Federation runtime (published on `globalThis`, where remotes built
 * with `experiments.externalRuntime` look for it: they bring none), the singletons the shell already
 * runs, and the remotes of the manifest. Used directly rather than through `@module-federation/runtime`'s
 * `init`, whose small wrapper every remote bundles too.
 */
async function startFederation() {
  const { ModuleFederation, setGlobalFederationInstance } = runtimeCore
  Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore })
  const [shared, remotes] = await Promise.all([sharedScope(), remotesFromManifest()])
  const host = new ModuleFederation({ id: 'shell', name: 'shell', remotes, shared })
  setGlobalFederationInstance(host)
  return host
}

let host: ReturnType<typeof startFederation> | undefined

/** The single-spa lifecycles an app exposes as `./app`. */
export async function loadApp(name: RemoteName): Promise<LifeCycles> {
  host ??= startFederation()
  const lifecycles = await (await host).loadRemote<LifeCycles>(`${name}/app`)
  if (!lifecycles) throw new Error(`error loading remote ${name}: no lifecycles`)
  return lifecycles
}
