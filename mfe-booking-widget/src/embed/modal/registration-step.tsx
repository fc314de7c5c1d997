import { useLingui } from '@lingui/react/macro'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import { AttendeeFields } from './attendee-fields'
import { chosenLines, EMPTY_ATTENDEE, type AttendeeDraft, type Draft } from './draft'
import { TextField } from './field'
import type { FieldErrors } from './rules'

type RegistrationStepProps = {
  event: PublicEvent
  draft: Draft
  slots: (ticket: PublicEvent['tickets'][number], quantity: number) => number
  errors: FieldErrors
  onChange: (draft: Draft) => void
}

const BUYER = '/data/attributes/buyer'

/**
 * Step 1, Registration: the buyer's name and e-mail, then one block per attendee the chosen
 * tickets ask for (one per unit of a personalized ticket).
 */
export function RegistrationStep({ event, draft, slots, errors, onChange }: RegistrationStepProps) {
  const { t } = useLingui()
  const setBuyer = (field: 'name' | 'email') => (value: string) =>
    onChange({ ...draft, buyer: { ...draft.buyer, [field]: value } })
  const setAttendee = (ticketId: string, index: number) => (attendee: AttendeeDraft) => {
    const list = [...(draft.attendees[ticketId] ?? [])]
    while (list.length < index) list.push(EMPTY_ATTENDEE)
    list[index] = attendee
    onChange({ ...draft, attendees: { ...draft.attendees, [ticketId]: list } })
  }
  const legend = (name: string, position: number | null) =>
    position === null ? name : t`${name}: attendee ${position}`
  return (
    <>
      <TextField
        label={t`Name`}
        required
        autoComplete="name"
        value={draft.buyer.name}
        onChange={setBuyer('name')}
        error={errors[`${BUYER}/name`]}
        pointer={`${BUYER}/name`}
      />
      <TextField
        label={t`Email`}
        required
        type="email"
        autoComplete="email"
        value={draft.buyer.email}
        onChange={setBuyer('email')}
        error={errors[`${BUYER}/email`]}
        pointer={`${BUYER}/email`}
      />
      {chosenLines(event, draft).map(({ ticket, quantity }, line) =>
        Array.from({ length: slots(ticket, quantity) }, (_, index) => (
          <fieldset key={`${ticket.id}-${index}`}>
            <legend>{legend(ticket.name, ticket.personalized_ticket ? index + 1 : null)}</legend>
            <AttendeeFields
              event={event}
              ticket={ticket}
              attendee={draft.attendees[ticket.id]?.[index] ?? EMPTY_ATTENDEE}
              at={`/data/attributes/lines/${line}/attendees/${index}`}
              errors={errors}
              onChange={setAttendee(ticket.id, index)}
            />
          </fieldset>
        )),
      )}
    </>
  )
}
