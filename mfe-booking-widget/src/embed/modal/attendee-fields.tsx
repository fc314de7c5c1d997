import { useLingui } from '@lingui/react/macro'
import { SPECIAL_REQUIREMENTS_MAX_LENGTH } from '@tessera/shared/schemas/order'
import type { PublicEvent, PublicTicket } from '@tessera/shared/public/public-event'
import { choosesAttendance, type AttendeeDraft } from './draft'
import { Field, TextField } from './field'
import type { FieldErrors } from './rules'

type AttendeeFieldsProps = {
  event: PublicEvent
  ticket: PublicTicket
  attendee: AttendeeDraft
  /** The attendee's pointer in the request: `/data/attributes/lines/0/attendees/1`. */
  at: string
  errors: FieldErrors
  onChange: (attendee: AttendeeDraft) => void
}

/**
 * One attendee block (spec "events" §5 "Booking"): name and e-mail for a personalized ticket's
 * unit, the phone when the ticket collects it, special requirements, In-person or Virtual on a
 * hybrid event.
 */
export function AttendeeFields({
  event,
  ticket,
  attendee,
  at,
  errors,
  onChange,
}: AttendeeFieldsProps) {
  const { t } = useLingui()
  const set = (field: keyof AttendeeDraft) => (value: string) =>
    onChange({ ...attendee, [field]: value })
  const text = (field: keyof AttendeeDraft) => ({
    value: attendee[field],
    onChange: set(field),
    error: errors[`${at}/${field}`],
    pointer: `${at}/${field}`,
  })
  return (
    <>
      {ticket.personalized_ticket && (
        <>
          <TextField label={t`Name`} required autoComplete="off" {...text('name')} />
          <TextField label={t`Email`} required type="email" autoComplete="off" {...text('email')} />
        </>
      )}
      {ticket.phone_number_enabled && (
        <TextField
          label={t`Phone number`}
          required
          type="tel"
          autoComplete="tel"
          {...text('phone_number')}
        />
      )}
      <TextField
        label={t`Dietary or special requirements`}
        required={ticket.special_requirements_required}
        multiline
        maxLength={SPECIAL_REQUIREMENTS_MAX_LENGTH}
        {...text('special_requirements')}
      />
      {choosesAttendance(event, ticket) && (
        <Field label={t`Attendance *`} error={errors[`${at}/attendance_type`]}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              value={attendee.attendance_type}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required
              data-pointer={`${at}/attendance_type`}
              onChange={(e) => set('attendance_type')(e.currentTarget.value)}
            >
              <option value="">{t`Choose…`}</option>
              <option value="physical">{t`In-person`}</option>
              <option value="virtual">{t({ message: 'Virtual', context: 'attendance' })}</option>
            </select>
          )}
        </Field>
      )}
    </>
  )
}
