import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

/** Below this width the side navigation is an overlay (spec "accounts" §9: breakpoint 1200 px). */
export const NAV_BREAKPOINT_PX = 1200
const narrowQuery = `(max-width: ${NAV_BREAKPOINT_PX - 0.02}px)`
const MINIMIZED_KEY = 'tessera:nav-minimized'

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (callback: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', callback)
      return () => list.removeEventListener('change', callback)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

export type SideNavState = {
  /** Under the breakpoint: an overlay opened from the top bar. */
  narrow: boolean
  open: boolean
  /** Above the breakpoint: icons only. */
  minimized: boolean
  setOpen: (open: boolean) => void
  toggleMinimized: () => void
  /** After a click on an item: the overlay closes itself. */
  afterNavigate: () => void
}

/** The side navigation's state, and the ref of the top bar's toggle (focus returns there on close). */
export function useSideNav(): {
  nav: SideNavState
  toggleRef: React.RefObject<HTMLButtonElement | null>
} {
  const narrow = useMediaQuery(narrowQuery)
  const [open, setOpenState] = useState(false)
  const [minimized, setMinimized] = useState(
    () => window.localStorage.getItem(MINIMIZED_KEY) === 'true',
  )
  const toggleRef = useRef<HTMLButtonElement>(null)

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value)
    if (!value) toggleRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!narrow || !open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [narrow, open, setOpen])

  const toggleMinimized = useCallback(() => {
    setMinimized((value) => {
      window.localStorage.setItem(MINIMIZED_KEY, String(!value))
      return !value
    })
  }, [])

  const afterNavigate = useCallback(() => {
    if (narrow) setOpenState(false)
  }, [narrow])

  const nav = {
    narrow,
    open: narrow && open,
    minimized: !narrow && minimized,
    setOpen,
    toggleMinimized,
    afterNavigate,
  }
  return { nav, toggleRef }
}
