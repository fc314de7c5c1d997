import { useCallback, useEffect, useRef } from 'react'

/**
 * Focuses an element by id once it is in the page: a field on another tab, or in a chunk that is
 * still loading (the rich-text editor), appears after the tab switch renders.
 */
export function useFocusField() {
  const observer = useRef<MutationObserver | null>(null)
  useEffect(() => () => observer.current?.disconnect(), [])

  return useCallback((id: string) => {
    observer.current?.disconnect()
    const tryFocus = () => {
      const element = document.getElementById(id)
      if (!element) return false
      element.focus()
      element.scrollIntoView?.({ block: 'center' })
      return true
    }
    if (tryFocus()) return
    const watcher = new MutationObserver(() => {
      if (tryFocus()) watcher.disconnect()
    })
    watcher.observe(document.body, { childList: true, subtree: true })
    observer.current = watcher
  }, [])
}
