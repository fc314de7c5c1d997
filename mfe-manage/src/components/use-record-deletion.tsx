import { useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '@tessera/shared/ui/confirm-dialog'
import { toast } from '@tessera/shared/ui/toast'
import { failureText, type FailureMessages } from '../lib/failure'

type Options<T> = {
  remove: (record: T) => Promise<unknown>
  title: string
  /** What the dialog says about the record ("Maria Papadopoulou will be deleted."). */
  question: (record: T) => ReactNode
  success: string
  /** The screen's words for refusals (protected default records, associated items). */
  messages: FailureMessages
  onDeleted?: () => void
  /** The confirming button's label when the action is not a deletion ("Cancel booking"). */
  confirmLabel?: string
}

/**
 * Delete (or another destructive action, `confirmLabel`) with a confirmation dialog; success and
 * refusal are told in a toast.
 */
export function useRecordDeletion<T>({
  remove,
  title,
  question,
  success,
  messages,
  onDeleted,
  confirmLabel,
}: Options<T>) {
  const { t, i18n } = useLingui()
  const [target, setTarget] = useState<T | null>(null)
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    if (target === null) return
    setBusy(true)
    try {
      await remove(target)
      toast(success)
      onDeleted?.()
    } catch (error) {
      toast(failureText(error, i18n, messages), 'danger')
    } finally {
      setBusy(false)
      setTarget(null)
    }
  }

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={target !== null ? question(target) : null}
      confirmLabel={confirmLabel ?? t`Delete`}
      danger
      busy={busy}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  )
  return { ask: (record: T) => setTarget(record), dialog }
}
