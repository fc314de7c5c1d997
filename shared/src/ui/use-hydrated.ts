import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's markup and while React hydrates it, true once it has (and from the first
 * render of a page rendered in the browser alone). Controls that only work once React runs are
 * disabled until then: a value typed into the server's markup would stay in its field and change
 * nothing (docs/DECISIONS.md "Collections").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
