import { useLingui } from '@lingui/react/macro'
import { Button, LinkButton } from '@tessera/shared/ui/button'

type FormActionsProps = {
  /** Where Cancel leads (a screen), or what it does (a dialog). */
  cancel: string | (() => void)
  /** The submit button's words ("Add tag", "Save venue"). */
  submitLabel: string
  busy: boolean
  disabled?: boolean
}

/** The end of a form: Cancel, then the submit button (busy while the request runs). */
export function FormActions({ cancel, submitLabel, busy, disabled }: FormActionsProps) {
  const { t } = useLingui()
  return (
    <div className="ts-card__actions">
      {typeof cancel === 'string' ? (
        <LinkButton to={cancel}>{t`Cancel`}</LinkButton>
      ) : (
        <Button variant="secondary" onClick={cancel}>
          {t`Cancel`}
        </Button>
      )}
      <Button type="submit" disabled={disabled} loading={busy}>
        {submitLabel}
      </Button>
    </div>
  )
}
