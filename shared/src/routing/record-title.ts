import { useEffect } from 'react'

const EVENT = 'tessera:record-title'
export type RecordTitle = { pathname: string; name: string | null }

/**
 * A screen that shows one record names it here ("Jazz night"); the shell puts the name in the
 * document title of that page until the screen goes away. Apps signal the shell with a DOM event,
 * as toasts do.
 */
export function useRecordTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return
    const pathname = window.location.pathname
    const send = (detail: RecordTitle) => {
      window.dispatchEvent(new CustomEvent(EVENT, { detail }))
    }
    send({ pathname, name })
    return () => send({ pathname, name: null })
  }, [name])
}

/** The shell's side: calls `listener` with every record title a screen sends; returns the unsubscribe. */
export function onRecordTitle(listener: (title: RecordTitle) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<RecordTitle>).detail)
  window.addEventListener(EVENT, handle)
  return () => window.removeEventListener(EVENT, handle)
}
