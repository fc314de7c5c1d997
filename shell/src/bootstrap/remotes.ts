import { loadRemote, registerRemotes } from '@module-federation/runtime'
import type { LifeCycles } from 'single-spa'

/** The remotes the shell knows; the manifest says where each one is deployed. */
export const REMOTE_NAMES = ['manage', 'publicEvent', 'scanner', 'bookingWidget'] as const

/**
 * Reads `/mfe-manifest.json` (remote name → entry URL, filled by the API from its environment) and
 * registers the remotes at run time, so a micro-frontend can move without rebuilding the shell.
 * A missing manifest leaves the remotes unregistered: their routes then show the error page.
 */
export async function registerRemotesFromManifest(): Promise<void> {
  let manifest: Record<string, unknown>
  try {
    const response = await fetch('/mfe-manifest.json', { headers: { Accept: 'application/json' } })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    manifest = (await response.json()) as Record<string, unknown>
  } catch (error) {
    console.error('[shell] could not read /mfe-manifest.json', error)
    return
  }
  const remotes = REMOTE_NAMES.flatMap((name) => {
    const entry = manifest[name]
    return typeof entry === 'string' && entry ? [{ name, entry, type: 'module' as const }] : []
  })
  registerRemotes(remotes)
}

/** The single-spa lifecycles an app exposes as `./app`. */
export async function loadApp(name: (typeof REMOTE_NAMES)[number]): Promise<LifeCycles> {
  const lifecycles = await loadRemote<LifeCycles>(`${name}/app`)
  if (!lifecycles) throw new Error(`error loading remote ${name}: no lifecycles`)
  return lifecycles
}
