import { useCallback, useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'

type RoutingEvent = CustomEvent<{ newUrl: string; oldUrl: string; cancelNavigation?: () => void }>

/**
 * Warns before unsaved changes are lost: the browser's own prompt when the page is closed or
 * reloaded, and a confirmation before single-spa routes away inside the app (a declined one
 * cancels the navigation).
 */
export function useUnsavedChangesWarning(dirty: boolean): () => void {
  const { t } = useLingui()
  const question = t`You have unsaved changes. Leave this page without saving them?`
  const state = useRef({ dirty, question })
  useEffect(() => {
    state.current = { dirty, question }
  })

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!state.current.dirty) return
      event.preventDefault()
      event.returnValue = ''
    }
    const onBeforeRouting = (event: Event) => {
      const { newUrl, oldUrl, cancelNavigation } = (event as RoutingEvent).detail ?? {}
      if (!state.current.dirty || !cancelNavigation || !newUrl || !oldUrl) return
      if (new URL(newUrl).pathname === new URL(oldUrl).pathname) return
      if (!window.confirm(state.current.question)) cancelNavigation()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    window.addEventListener('single-spa:before-routing-event', onBeforeRouting)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      window.removeEventListener('single-spa:before-routing-event', onBeforeRouting)
    }
  }, [])

  // Leaving on purpose right after saving or deleting (before the next render clears `dirty`).
  return useCallback(() => {
    state.current = { ...state.current, dirty: false }
  }, [])
}
