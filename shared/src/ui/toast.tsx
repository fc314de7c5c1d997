import { useCallback, useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'

export type ToastTone = 'success' | 'danger' | 'info' | 'warning'
export type ToastMessage = { id: number; message: string; tone: ToastTone }

/** Toasts disappear after 5000 ms (spec "accounts" §9). */
export const TOAST_TIMEOUT_MS = 5000
const EVENT = 'tessera:toast'

/**
 * Shows a toast. Any app can call it: it signals the shell with a DOM event, and the shell's
 * `Toaster` displays it (apps never import the shell).
 */
export function toast(message: string, tone: ToastTone = 'success'): void {
  window.dispatchEvent(new CustomEvent(EVENT, { detail: { message, tone } }))
}

let nextId = 1

/** The toast region, rendered once by the shell. Errors are announced assertively. */
export function Toaster() {
  const { t } = useLingui()
  const [toasts, setToasts] = useState<ToastMessage[]>([])
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setToasts((list) => list.filter((item) => item.id !== id))
  }, [])

  useEffect(() => {
    const allTimers = timers.current
    const onToast = (event: Event) => {
      const { message, tone } = (event as CustomEvent<{ message: string; tone: ToastTone }>).detail
      const id = nextId++
      setToasts((list) => [...list.slice(-4), { id, message, tone }])
      allTimers.set(
        id,
        setTimeout(() => dismiss(id), TOAST_TIMEOUT_MS),
      )
    }
    window.addEventListener(EVENT, onToast)
    return () => {
      window.removeEventListener(EVENT, onToast)
      allTimers.forEach(clearTimeout)
      allTimers.clear()
    }
  }, [dismiss])

  const region = (assertive: boolean) =>
    toasts
      .filter((item) => (item.tone === 'danger') === assertive)
      .map((item) => (
        <ToastItem
          key={item.id}
          item={item}
          onDismiss={() => dismiss(item.id)}
          label={t`Dismiss`}
        />
      ))

  return (
    <div className="ts-toaster">
      <div role="status" aria-live="polite" className="ts-toaster__region">
        {region(false)}
      </div>
      <div role="alert" aria-live="assertive" className="ts-toaster__region">
        {region(true)}
      </div>
    </div>
  )
}

function ToastItem({
  item,
  onDismiss,
  label,
}: {
  item: ToastMessage
  onDismiss: () => void
  label: string
}) {
  return (
    <div className={`ts-toast ts-toast--${item.tone}`}>
      <span className="ts-toast__message">{item.message}</span>
      <button type="button" className="ts-toast__close" aria-label={label} onClick={onDismiss}>
        ×
      </button>
    </div>
  )
}
