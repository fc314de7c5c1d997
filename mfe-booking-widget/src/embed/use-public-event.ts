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

/** The published event the element books, read when the element connects (and on `retry`). */
export function usePublicEvent(base: string, code: string | undefined, locale: Locale) {
  const [attempt, setAttempt] = useState(0)
  const key = `${base} ${code} ${locale} ${attempt}`
  const [settled, setSettled] = useState<{ key: string; state: EventState } | null>(null)
  useEffect(() => {
    let current = true
    const settle = (state: EventState) => current && setSettled({ key, state })
    const read = code ? getPublicEventDocument(base, code, locale) : Promise.reject(new Error())
    read.then(
      (document) => {
        const button = (document.data as ResourceObject).attributes as ButtonFacts
        settle({ status: 'ready', document, button })
      },
      () => settle({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [base, code, locale, key])
  const state: EventState = settled?.key === key ? settled.state : { status: 'loading' }
  return { state, retry: () => setAttempt((n) => n + 1) }
}
