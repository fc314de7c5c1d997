import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { PaymentState } from '../domain/guests/guest-states.js'
import { translate } from '../i18n/translate.js'
import type { Guest } from '../schemas/guest.js'

const PAYMENT_LABELS: Record<PaymentState, MessageDescriptor> = {
  paid: msg`Paid`,
  free: msg`Free`,
  pending: msg`Pending payment`,
  refunded: msg`Refunded`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
}

const STATUS_LABELS: Record<Guest['status'], MessageDescriptor> = {
  completed: msg`Confirmed`,
  pending: msg`Pending payment`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
}

const ATTENDANCE_LABELS: Record<NonNullable<Guest['attendance_type']>, MessageDescriptor> = {
  physical: msg`In person`,
  virtual: msg`Online`,
}

type Column = { header: MessageDescriptor; cell: (guest: Guest, i18n: I18n) => string | number }

/** The guest list export's columns (`GET /events/{id}/attendees.csv`, issue 11 item 5). */
const COLUMNS: Column[] = [
  { header: msg`Booking number`, cell: (guest) => guest.booking_number },
  { header: msg`Name`, cell: (guest) => guest.name },
  { header: msg`E-mail`, cell: (guest) => guest.email },
  { header: msg`Phone number`, cell: (guest) => guest.phone_number ?? '' },
  { header: msg`Ticket`, cell: (guest) => guest.ticket_name },
  { header: msg`Quantity`, cell: (guest) => guest.quantity },
  { header: msg`Checked in`, cell: (guest) => guest.checked_in_qty },
  {
    header: msg`Payment`,
    cell: (guest, i18n) => translate(i18n, PAYMENT_LABELS[guest.payment_state]),
  },
  { header: msg`Status`, cell: (guest, i18n) => translate(i18n, STATUS_LABELS[guest.status]) },
  {
    header: msg`Attendance`,
    cell: (guest, i18n) =>
      guest.attendance_type ? translate(i18n, ATTENDANCE_LABELS[guest.attendance_type]) : '',
  },
  { header: msg`Special requirements`, cell: (guest) => guest.special_requirements ?? '' },
  { header: msg`Booked at (UTC)`, cell: (guest) => guest.created_at },
]

/** The header row in the requester's language. */
export function guestExportHeader(i18n: I18n): string[] {
  return COLUMNS.map((column) => translate(i18n, column.header))
}

/** One attendee as a row of cells, in the header's order. */
export function guestExportRow(guest: Guest, i18n: I18n): (string | number)[] {
  return COLUMNS.map((column) => column.cell(guest, i18n))
}
