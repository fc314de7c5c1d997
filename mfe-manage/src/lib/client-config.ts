import { api } from '@tessera/shared/api/management'

let loading: Promise<unknown> | null = null

/**
 * `GET /config` (what the front ends may know of this deployment: its address, its maps service),
 * asked once per page for every reader of it; a failed answer is asked again next time. Each reader
 * parses the part it needs (`loadMapsConfig`, `useSiteUrl`).
 */
export function loadClientConfig(): Promise<unknown> {
  loading ??= api.get('config').catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/** Forgets the cached answer (tests). */
export function resetClientConfig(): void {
  loading = null
}
