import { useEffect, useState } from 'react'
import type { Locale } from '@tessera/shared/i18n/locales'
import type { DataDocument, ResourceObject } from '@tessera/shared/jsonapi/document'
import { getPublicEventDocument } from './api'

/** What the button shows of the event before the modal's code (which reads the rest) is loaded. */
export type ButtonFacts = {
  custom_book_button_label: boolean
  book_button_label: string | null
  book_button_color: string | null
}

export type EventState =
  | { status: 'loading' }
  | { status: 'ready'; document: DataDocument; button: ButtonFacts }
  | { status: 'failed' }

const ready = (document: DataDocument): EventState => ({
  status: 'ready',
  document,
  button: (document.data as ResourceObject).attributes as ButtonFacts,
})

/**
 * The event's document the page already holds (`payload`: the id of its `<script
 * type="application/json">` with `{ document }`, as Tessera's public page embeds it), only on the
 * API's own pages (a third-party page's data is never believed), in the page's language, and only
 * when it is the event asked for; else null.
 */
function embeddedDocument(base: string, code: string, locale: Locale, payload?: string) {
  const page = window.document
  if (!payload || new URL(base).origin !== location.origin) return null
  if (page.documentElement.lang !== locale) return null
  try {
    const { document } = JSON.parse(page.getElementById(payload)?.textContent ?? '') as {
      document?: DataDocument
    }
    const data = document?.data as ResourceObject | undefined
    return data && (data.id === code || data.attributes.hash_code === code) ? document! : null
  } catch {
    return null
  }
}

/**
 * The published event the element books: the one its page embeds (`payload`), else read when the
 * element connects (and on `retry`).
 */
export function usePublicEvent(
  base: string,
  code: string | undefined,
  locale: Locale,
  payload?: string,
) {
  const [attempt, setAttempt] = useState(0)
  const key = `${base} ${code} ${locale} ${attempt}`
  const [settled, setSettled] = useState<{ key: string; state: EventState } | null>(() => {
    const embedded = code ? embeddedDocument(base, code, locale, payload) : null
    return embedded ? { key, state: ready(embedded) } : null
  })
  const known = settled?.key === key
  useEffect(() => {
    if (known) return
    let current = true
    const settle = (state: EventState) => current && setSettled({ key, state })
    const read = code ? getPublicEventDocument(base, code, locale) : Promise.reject(new Error())
    read.then(
      (document) => settle(ready(document)),
      () => settle({ status: 'failed' }),
    )
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `known` only skips a settled key
  }, [base, code, locale, key])
  const state: EventState = known ? settled.state : { status: 'loading' }
  return { state, retry: () => setAttempt((n) => n + 1) }
}
