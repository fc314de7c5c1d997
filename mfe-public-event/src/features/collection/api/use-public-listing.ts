import { useEffect, useState } from 'react'
import type { PublicListing } from '@tessera/shared/public/public-listing'

export type ListingState = {
  listing: PublicListing | undefined
  loading: boolean
  error: unknown
  retry: () => void
}

/**
 * One page of the public collection for `queryString`. The page the server rendered (`initial`)
 * is used as it is; any other query is read from the API, the previous page staying while it
 * loads. The API client is fetched with the first such read, never for the first paint
 * (docs/DECISIONS.md "Collections").
 */
export function usePublicListing(
  uuid: string,
  queryString: string,
  initial?: { queryString: string; listing: PublicListing },
): ListingState {
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<{ key: string; listing?: PublicListing; error?: unknown }>()
  const [lastListing, setLastListing] = useState(initial?.listing)
  const key = `${attempt} ${queryString}`
  const embedded = initial !== undefined && queryString === initial.queryString && attempt === 0

  useEffect(() => {
    if (embedded) return
    const controller = new AbortController()
    import('./get-public-listing')
      .then(({ getPublicListing }) => getPublicListing(uuid, queryString, controller.signal))
      .then(
        (listing) => {
          // A superseded read can still finish (its body was in before the abort): its answer
          // must not replace the current query's, nor stand in for it while that one loads.
          if (controller.signal.aborted) return
          setAnswer({ key, listing })
          setLastListing(listing)
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setAnswer({ key, error })
        },
      )
    return () => controller.abort()
  }, [uuid, queryString, key, embedded])

  const current = answer?.key === key ? answer : undefined
  return {
    listing: embedded ? initial.listing : (current?.listing ?? lastListing),
    loading: !embedded && current === undefined,
    error: embedded ? null : (current?.error ?? null),
    retry: () => setAttempt((n) => n + 1),
  }
}
