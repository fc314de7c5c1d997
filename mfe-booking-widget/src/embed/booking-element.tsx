import { lazy, Suspense, useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { msg } from '@lingui/core/macro'
import type { Messages } from '@lingui/core'
import type { HeldBooking } from './modal/booking-modal'
import { apiBase } from './api'
import { emit } from './host-events'
import { elementCatalog, elementLocale, plainText } from './locale'
import { adoptSheet, applyButtonColor } from './theme'
import { usePublicEvent } from './use-public-event'

// The modal's code (steps, booking rules, Lingui's React bindings, its styles) loads on first use.
const loadModal = () => import('./modal/booking-modal')
const BookingModal = lazy(loadModal)

export type BookingElementProps = {
  event?: string
  lang?: string
  label?: string
  color?: string
  prefillName?: string
  prefillEmail?: string
  api?: string
  /** The id of the page's JSON payload holding the event (Tessera's own public page). */
  payload?: string
  /** The shadow root (given by r2wc). */
  container?: ShadowRoot
}

const BOOK = msg`Book`

/**
 * The element: the book button in the element's language (its label and colour the organizer's,
 * unless the host page gives its own) and, once opened, the booking modal.
 */
export function BookingElement(props: BookingElementProps) {
  const host = props.container!.host
  const locale = elementLocale(props.lang, document.documentElement.lang)
  const [catalog, setCatalog] = useState<{ locale: string; messages: Messages } | null>(null)
  useEffect(() => {
    void elementCatalog(locale).then((messages) => setCatalog({ locale, messages }))
  }, [locale])
  const messages = catalog?.locale === locale ? catalog.messages : null
  const base = useMemo(() => apiBase(props.api, import.meta.url), [props.api])
  const { state, retry } = usePublicEvent(base, props.event, locale, props.payload)
  const [open, setOpen] = useState(() => host.hasAttribute('btn-only'))
  // A booking waiting for payment outlives the modal: opened again, it resumes (issue 26).
  const [held, setHeld] = useState<HeldBooking | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const facts = state.status === 'ready' ? state.button : null
  useButtonColor(props.container!, props.color ?? facts?.book_button_color)

  const custom = facts?.custom_book_button_label ? facts.book_button_label : null
  const label = props.label || custom || (messages ? plainText(messages, BOOK) : '')
  const close = (completed: boolean) => {
    setOpen(false)
    emit(host, 'tessera:close', { completed })
  }
  useFocusReturn(open, button)
  return (
    <div className="root" part="root" lang={locale}>
      <button
        ref={button}
        type="button"
        className="book"
        part="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => {
          if (state.status === 'failed') retry()
          setOpen(true)
        }}
      >
        {label}
      </button>
      {open && messages && (
        <Suspense fallback={null}>
          <BookingModal
            locale={locale}
            messages={messages}
            host={host}
            base={base}
            code={props.event ?? ''}
            state={state}
            retry={retry}
            prefill={{ name: props.prefillName ?? '', email: props.prefillEmail ?? '' }}
            held={held}
            onHeld={setHeld}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  )
}

function useButtonColor(root: ShadowRoot, color: string | null | undefined) {
  const [sheet] = useState(() => new CSSStyleSheet())
  useEffect(() => {
    adoptSheet(root, sheet)
  }, [root, sheet])
  useEffect(() => applyButtonColor(sheet, color), [sheet, color])
}

/**
 * The focus goes back to the button once the modal has closed (not before: while the modal dialog
 * is open, everything outside it is inert).
 */
function useFocusReturn(open: boolean, button: RefObject<HTMLButtonElement | null>) {
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus()
    wasOpen.current = open
  }, [open, button])
}
