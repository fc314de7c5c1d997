import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api/api-error.js'
import { $session } from '../stores/session.js'

/** A refusal will be the same next time: only a network failure or a 5xx is worth one retry. */
function retryOnce(failures: number, error: unknown): boolean {
  if (failures >= 1) return false
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500
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
