import type { LifeCycles } from 'single-spa'

/** The remotes the shell knows, by the name their manifest entry and `remoteEntry.js` carry. */
export type RemoteName = 'manage' | 'publicEvent' | 'scanner'

/**
 * The single-spa lifecycles an app exposes as `./app`. The federation host (runtime, singletons,
 * manifest) is fetched with the first remote a visitor opens, never for the shell's own pages.
 */
export async function loadApp(name: RemoteName): Promise<LifeCycles> {
  const { loadApp: load } = await import('./federation')
  return load(name)
}
