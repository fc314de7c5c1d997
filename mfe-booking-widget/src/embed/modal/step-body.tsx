import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Booking } from '@tessera/shared/public/booking'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import type { WidgetApiError } from '../api'
import type { EventState } from '../use-public-event'
import { BookStep } from './book-step'
import type { Draft } from './draft'
import type { PhoneRule } from './phone-rules'
import { RegistrationStep } from './registration-step'
import type { draftErrors } from './rules'
import { StepActions } from './step-actions'
import { TicketsStep } from './tickets-step'

export type StepBodyProps = {
  base: string
  state: EventState
  retry: () => void
  stepName: string
  step: 0 | 1 | 2
  event: PublicEvent | null
  draft: Draft
  errors: ReturnType<typeof draftErrors> | null
  /** On Registration: the phone rule its fields wait for (loaded when a ticket collects phones). */
  phone: PhoneRule | null
  slots: (ticket: PublicEvent['tickets'][number], quantity: number) => number
  attemptKey: string
  booking: Booking | null
  /** The booking is an earlier opening's, resumed: its payment window is not open. */
  resumed: boolean
  onDraft: (draft: Draft) => void
  onStep: (step: 0 | 1 | 2) => void
  onBooked: (booking: Booking) => void
  onPaid: () => void
  onFailed: (error: WidgetApiError) => void
  onStartAgain: () => void
  onClose: (completed: boolean) => void
  /** Whether the step's errors show: after a first Next with problems. */
  shown: { tickets: boolean; registration: boolean }
  onShow: (step: 'tickets' | 'registration') => void
}

/** The current step under its heading, or the event's loading state or failure. */
export function StepBody(props: StepBodyProps) {
  const { t } = useLingui()
  const { event, errors, step, draft, phone } = props
  const heading = useRef<HTMLHeadingElement>(null)
  const waiting = !event || !errors || (phone !== null && !phone.ready)
  // Each step's heading takes the focus, so a screen reader hears where the visitor now is.
  useEffect(() => heading.current?.focus(), [step, event, waiting])
  if (waiting)
    return (
      <div className="body" role="status">
        {props.state.status === 'failed' || phone?.failed ? (
          <>
            <p>{t`Oops, something went wrong with this action!`}</p>
            <button type="button" onClick={phone?.failed ? phone.retry : props.retry}>
              <Trans>Try again</Trans>
            </button>
          </>
        ) : (
          <p>{event ? t`Loading…` : t`Loading tickets…`}</p>
        )}
      </div>
    )
  return (
    <>
      <div className="body">
        <h3 ref={heading} tabIndex={-1}>
          {props.stepName}
        </h3>
        {step === 0 && (
          <TicketsStep
            event={event}
            draft={draft}
            errors={errors.tickets}
            showErrors={props.shown.tickets}
            onChange={props.onDraft}
          />
        )}
        {step === 1 && (
          <RegistrationStep
            event={event}
            draft={draft}
            slots={props.slots}
            errors={props.shown.registration ? errors.registration : {}}
            onChange={props.onDraft}
          />
        )}
        {step === 2 && <BookStep {...props} event={event} />}
      </div>
      <StepActions {...props} event={event} errors={errors} />
    </>
  )
}
