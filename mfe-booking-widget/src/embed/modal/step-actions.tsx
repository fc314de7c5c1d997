import { useLingui } from '@lingui/react/macro'
import type { StepBodyProps } from './step-body'
import { chosenLines } from './draft'

type StepActionsProps = StepBodyProps & {
  event: NonNullable<StepBodyProps['event']>
  errors: NonNullable<StepBodyProps['errors']>
}

/** Moves the first invalid field of the step into focus (its error is beside it). */
function focusFirstInvalid(from: Element | null | undefined) {
  requestAnimationFrame(() => {
    const field = from?.closest('dialog')?.querySelector<HTMLElement>('[aria-invalid="true"]')
    field?.focus()
  })
}

/**
 * Back and Next (spec "events" §4): Next from Tickets needs a ticket and the consent, Next from
 * Registration every field the rules ask for; a booking made leaves Close only.
 */
export function StepActions(props: StepActionsProps) {
  const { t } = useLingui()
  const { step, errors, booking } = props
  const next = (click: { currentTarget: Element }) => {
    const name = step === 0 ? 'tickets' : 'registration'
    if (Object.keys(errors[name]).length > 0) {
      props.onShow(name)
      focusFirstInvalid(click.currentTarget)
      return
    }
    props.onStep(step === 0 ? 1 : 2)
  }
  if (booking)
    return booking.status === 'completed' ? (
      <div className="actions">
        <button type="button" className="primary" onClick={() => props.onClose(true)}>
          {t`Done`}
        </button>
      </div>
    ) : null
  return (
    <div className="actions">
      {step > 0 && (
        <button type="button" onClick={() => props.onStep(step === 2 ? 1 : 0)}>
          {t`Back`}
        </button>
      )}
      {step < 2 && (
        <button
          type="button"
          className="primary"
          disabled={chosenLines(props.event, props.draft).length === 0}
          onClick={next}
        >
          {t({ message: 'Next', context: 'step', comment: 'button' })}
        </button>
      )}
    </div>
  )
}
