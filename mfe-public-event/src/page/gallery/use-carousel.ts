import { useEffect, useState, useSyncExternalStore } from 'react'

/** The media carousel's interval (spec "events" §9). */
export const CAROUSEL_INTERVAL_MS = 4000

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(changed: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION)
  query?.addEventListener('change', changed)
  return () => query?.removeEventListener('change', changed)
}

/** Whether the visitor prefers reduced motion (not known on the server: no). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  )
}

/**
 * The slide a carousel shows: it advances every 4000 ms unless paused (hovered or focused) or the
 * visitor prefers reduced motion; it starts at the first slide on the server and in the browser.
 */
export function useCarousel(count: number, paused: boolean) {
  const [index, setIndex] = useState(0)
  const reducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    if (paused || reducedMotion || count < 2) return
    const timer = window.setInterval(
      () => setIndex((value) => (value + 1) % count),
      CAROUSEL_INTERVAL_MS,
    )
    return () => window.clearInterval(timer)
  }, [paused, reducedMotion, count])

  const show = (next: number) => setIndex(((next % count) + count) % count)
  return { index, show }
}
