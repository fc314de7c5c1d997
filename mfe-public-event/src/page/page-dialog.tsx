import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, iframe, [tabindex="0"]'

function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE))
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

export type PageDialogProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  className?: string
  /** Keys the dialog's content handles (the lightbox's arrows). */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void
}

/**
 * A modal dialog of the public page on the native `<dialog>` (`aria-modal`): focus moves to its
 * first control and stays inside (Tab wraps), Escape and the close button close it, and focus goes
 * back to the control that opened it. Closed, it renders nothing, so it is absent from the server's
 * markup.
 */
export function PageDialog({
  open,
  onClose,
  title,
  children,
  className,
  onKeyDown,
}: PageDialogProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal()
    else dialog.setAttribute('open', '')
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    return () => opener?.focus()
  }, [open])

  if (!open) return null
  return (
    <dialog
      ref={ref}
      className={`pe-dialog ${className ?? ''}`}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          onClose()
        } else if (event.key === 'Tab') trapTab(event)
        else onKeyDown?.(event)
      }}
    >
      <header className="pe-dialog__header">
        <h2 id={titleId} className="pe-dialog__title">
          {title}
        </h2>
        <button type="button" className="pe-dialog__close" onClick={onClose} aria-label={t`Close`}>
          ×
        </button>
      </header>
      <div className="pe-dialog__body">{children}</div>
    </dialog>
  )
}
