import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'

export type ModalProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Buttons at the bottom (the first focusable element inside gets focus on open). */
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg'
  /** `side`: a drawer along the end edge, full height (the help drawer). */
  placement?: 'center' | 'side'
}

/**
 * A modal dialog on the native `<dialog>`: focus moves inside and is trapped by the browser, Escape
 * and the close button call `onClose`, and focus returns to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  placement = 'center',
}: ModalProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
      opener.current?.focus()
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className={`ts-modal ts-modal--${size}${placement === 'side' ? ' ts-modal--side' : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
    >
      {open ? (
        <div className="ts-modal__panel">
          <header className="ts-modal__header">
            <h2 id={titleId} className="ts-modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="ts-modal__close"
              onClick={onClose}
              aria-label={t`Close`}
            >
              ×
            </button>
          </header>
          <div className="ts-modal__body">{children}</div>
          {footer ? <footer className="ts-modal__footer">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  )
}
