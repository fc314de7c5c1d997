import { useEffect, useMemo, useRef, useState } from 'react'
import type { Messages } from '@lingui/core'
import type { Locale } from '@tessera/shared/i18n/locales'
import { I18nProvider } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { readPublicEvent } from '@tessera/shared/public/public-event'
import type { Booking } from '@tessera/shared/public/booking'
import type { EventState } from '../use-public-event'
import { emit } from '../host-events'
import type { TesseraStep } from '../public-types'
import { newAttemptKey } from './attempt-key'
import { chosenLines, emptyDraft, type Draft } from './draft'
import { orderDetail } from './order-detail'
import { usePhoneRule } from './phone-rules'
import { draftErrors, attendeeSlots } from './rules'
import { StepBody } from './step-body'
import { useModalI18n, useModalSetup } from './use-modal-setup'

export type BookingModalProps = {
  locale: Locale
  /** The element's own catalog in `locale` (the shared one, with the error texts, is added here). */
  messages: Messages
  host: Element
  base: string
  code: string
  state: EventState
  retry: () => void
  prefill: { name: string; email: string }
  /** The booking of an earlier opening still waiting for payment: this opening resumes it. */
  held: HeldBooking | null
  /** Keeps (or forgets, with null) the booking waiting for payment beyond this opening. */
  onHeld: (held: HeldBooking | null) => void
  onClose: (completed: boolean) => void
}

const STEPS: TesseraStep[] = ['tickets', 'registration', 'book']

/** A booking waiting for payment and the draft it was made from (the host's events name its lines). */
export type HeldBooking = { booking: Booking; draft: Draft }

/**
 * The booking modal (spec "events" §2 "Booking modal", §4): Tickets, Registration, Book Me In in a
 * modal dialog. Each opening starts from an empty draft (the element mounts it anew), unless a
 * booking of an earlier one still waits for payment: then it opens on that booking's checkout.
 */
export default function BookingModal(props: BookingModalProps) {
  const i18n = useModalI18n(props.locale, props.messages)
  if (!i18n) return null
  return (
    <I18nProvider i18n={i18n}>
      <ModalDialog {...props} />
    </I18nProvider>
  )
}

function ModalDialog(props: BookingModalProps) {
  const { t } = useLingui()
  const dialog = useRef<HTMLDialogElement>(null)
  useModalSetup(props.host.shadowRoot!, dialog)
  const [step, setStep] = useState<0 | 1 | 2>(props.held ? 2 : 0)
  const [draft, setDraft] = useState(() => props.held?.draft ?? emptyDraft(props.prefill))
  const [attemptKey, setAttemptKey] = useState(newAttemptKey)
  const [booking, setBooking] = useState<Booking | null>(props.held?.booking ?? null)
  const [resumed] = useState(props.held !== null)
  const [shown, setShown] = useState({ tickets: false, registration: false })
  const { state } = props
  const event = useMemo(
    () => (state.status === 'ready' ? readPublicEvent(state.document) : null),
    [state],
  )
  const slots = useMemo(() => (event ? attendeeSlots(event) : () => 0), [event])
  const phone = usePhoneRule(
    Boolean(event && chosenLines(event, draft).some((line) => line.ticket.phone_number_enabled)),
  )
  const errors = useMemo(
    () => (event ? draftErrors(event, draft, new Date()) : null),
    // The phone rule's arrival changes what the same draft's phone numbers are worth.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [event, draft, phone.ready],
  )

  useEffect(() => emit(props.host, 'tessera:open', { event: props.code }), [props.host, props.code])
  useEffect(() => {
    emit(props.host, 'tessera:step', { step, name: STEPS[step]! })
  }, [props.host, step])

  const completed = booking?.status === 'completed'
  const goTo = (next: 0 | 1 | 2) => {
    if (next === 2) setAttemptKey(newAttemptKey())
    setStep(next)
  }
  const stepName = [t`Tickets`, t`Registration`, t`Book Me In`][step]
  const number = step + 1
  return (
    <dialog
      ref={dialog}
      className="modal"
      part="dialog"
      aria-labelledby="tessera-title"
      onCancel={(e) => {
        e.preventDefault()
        props.onClose(completed)
      }}
    >
      <div className="head">
        <div>
          <h2 id="tessera-title">{event?.name ?? t`Booking`}</h2>
          <p className="progress">{t`Step ${number} of 3`}</p>
        </div>
        <button
          type="button"
          className="close"
          aria-label={t`Close`}
          onClick={() => props.onClose(completed)}
        >
          ×
        </button>
      </div>
      {
        <StepBody
          {...props}
          stepName={stepName!}
          step={step}
          event={event}
          draft={draft}
          errors={errors}
          phone={step === 1 ? phone : null}
          slots={slots}
          attemptKey={attemptKey}
          booking={booking}
          resumed={resumed}
          onDraft={setDraft}
          shown={shown}
          onShow={(name) => setShown({ ...shown, [name]: true })}
          onStep={goTo}
          onBooked={(made) => {
            setBooking(made)
            if (made.status === 'pending') props.onHeld({ booking: made, draft })
            const detail = orderDetail(event!, draft, made)
            emit(props.host, 'tessera:order-created', detail)
            if (made.status === 'completed') emit(props.host, 'tessera:order-completed', detail)
          }}
          onPaid={() => {
            const paid = { ...booking!, status: 'completed' as const }
            setBooking(paid)
            props.onHeld(null)
            emit(props.host, 'tessera:order-completed', orderDetail(event!, draft, paid))
          }}
          onFailed={(error) =>
            emit(props.host, 'tessera:error', {
              code: error.code,
              message: error.errors[0]?.detail ?? '',
            })
          }
          onStartAgain={() => {
            props.onHeld(null)
            setBooking(null)
            setDraft(emptyDraft(draft.buyer))
            setShown({ tickets: false, registration: false })
            setStep(0)
          }}
        />
      }
    </dialog>
  )
}
