import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from './button.js'
import { Modal } from './modal.js'

export type ConfirmDialogProps = {
  open: boolean
  title: ReactNode
  message: ReactNode
  confirmLabel?: string
  /** A destructive action (delete) gets the danger style. */
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before an irreversible action; "cancel" is first so Enter does not destroy by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} autoFocus>
            {t`Cancel`}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t`Confirm`}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  )
}
