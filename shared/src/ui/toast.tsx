import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react'
import { useLingui } from '@lingui/react/macro'

export type ToastTone = 'success' | 'danger' | 'info' | 'warning'
export type ToastMessage = { id: number; message: string; tone: ToastTone }

/** Toasts disappear after 5000 ms (spec "accounts" §9), counted only while not hovered or focused. */
export const TOAST_TIMEOUT_MS = 5000
/** At most this many toasts show at once; a new one pushes out the oldest. */
export const TOAST_LIMIT = 3
const EVENT = 'tessera:toast'

/**
 * Shows a toast. Any app can call it: it signals the shell with a DOM event, and the shell's
 * `Toaster` displays it (apps never import the shell).
 */
export function toast(message: string, tone: ToastTone = 'success'): void {
  window.dispatchEvent(new CustomEvent(EVENT, { detail: { message, tone } }))
}

let nextId = 1

/**
 * The toast stack, rendered once by the shell in the bottom corner (away from the top bar and the
 * pages' header actions): newest first, at most TOAST_LIMIT, each dismissable. Messages are read by
 * a polite live region, errors by an assertive one. Auto-dismiss waits while the pointer is over the
 * stack or focus is inside it.
 */
export function Toaster() {
  const { t } = useLingui()
  const [toasts, setToasts] = useState<ToastMessage[]>([])
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((item) => item.id !== id))
  }, [])

  useEffect(() => {
    const onToast = (event: Event) => {
      const { message, tone } = (event as CustomEvent<{ message: string; tone: ToastTone }>).detail
      const id = nextId++
      setToasts((list) => [{ id, message, tone }, ...list].slice(0, TOAST_LIMIT))
    }
    window.addEventListener(EVENT, onToast)
    return () => window.removeEventListener(EVENT, onToast)
  }, [])

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }
  const region = (assertive: boolean) =>
    toasts
      .filter((item) => (item.tone === 'danger') === assertive)
      .map((item) => (
        <ToastItem
          key={item.id}
          item={item}
          paused={hovered || focused}
          onDismiss={dismiss}
          label={t`Dismiss`}
        />
      ))

  return (
    <div
      className="ts-toaster"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div role="alert" aria-live="assertive" className="ts-toaster__region">
        {region(true)}
      </div>
      <div role="status" aria-live="polite" className="ts-toaster__region">
        {region(false)}
      </div>
    </div>
  )
}

/** Calls `onDismiss` once TOAST_TIMEOUT_MS have passed outside pauses. */
function useAutoDismiss(onDismiss: () => void, paused: boolean) {
  const remaining = useRef(TOAST_TIMEOUT_MS)
  useEffect(() => {
    if (paused) return
    const started = Date.now()
    const timer = setTimeout(onDismiss, remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [paused, onDismiss])
}

function ToastItem({
  item,
  paused,
  onDismiss,
  label,
}: {
  item: ToastMessage
  paused: boolean
  onDismiss: (id: number) => void
  label: string
}) {
  const close = useCallback(() => onDismiss(item.id), [onDismiss, item.id])
  useAutoDismiss(close, paused)
  return (
    <div className={`ts-toast ts-toast--${item.tone}`}>
      <span className="ts-toast__message">{item.message}</span>
      <button type="button" className="ts-toast__close" aria-label={label} onClick={close}>
        ×
      </button>
    </div>
  )
}
