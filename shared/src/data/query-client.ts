import { QueryClient } from '@tanstack/react-query'
import type { ApiError } from '../api/api-error.js'
import { $session } from '../stores/session.js'

/**
 * An API answer, by name: in the shell every remote uses the shell's `ApiError` (a federation
 * share), but a remote running on its own has its own copy of the class, which `instanceof` misses.
 */
function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && 'status' in error
}

/** A refusal will be the same next time: only a network failure or a 5xx is worth one retry. */
export function retryOnce(failures: number, error: unknown): boolean {
  if (failures >= 1) return false
  return !isApiError(error) || error.status === 0 || error.status >= 500
}

/**
 * The one TanStack Query cache of the page (docs/STYLE.md "Server data"). Every app imports it from
 * here and Module Federation shares this module as a singleton (tooling/vite-app.mjs), so a document
 * one remote put in the cache is what another reads.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: retryOnce, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})

// Another person's data must not outlive their session on a shared browser.
let signedInAs: string | null | undefined
$session.subscribe((session) => {
  const token = session?.token ?? null
  if (signedInAs !== undefined && token !== signedInAs) queryClient.clear()
  signedInAs = token
})
