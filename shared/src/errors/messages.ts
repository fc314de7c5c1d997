import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { ErrorCode } from './codes.js'
import { translate } from '../i18n/translate.js'

/**
 * The text of every error code, in the spec's words (spec "accounts" §8, "events" §8). The API
 * renders `detail` from these; clients show the same texts for the same codes.
 * Values: `{max}`, `{min}` for limits, `{field}` for a field's label.
 */
export const errorMessages: Record<ErrorCode, MessageDescriptor> = {
  bad_request: msg`The request could not be understood.`,
  unknown_filter: msg`This filter is not supported.`,
  unknown_sort: msg`This sort field is not supported.`,
  unknown_include: msg`This relationship cannot be included.`,
  invalid_page: msg`The page parameters are not valid.`,
  invalid_signature: msg`The signature of this request is not valid.`,
  unauthenticated: msg`Please sign in to continue.`,
  invalid_credentials: msg`Unauthorized Access - The user credentials were incorrect, please try a different combination or reset your password`,
  door_link_inactive: msg`This door link has expired or was revoked. Ask the organizer for a new one.`,
  forbidden: msg`You are not authorized to do this action.`,
  plan_required: msg`This feature needs a premium plan.`,
  protected_record: msg`You are not allowed to change data of default records.`,
  demo_mode: msg`This is disabled in the demo.`,
  not_found: msg`We could not find what you were looking for.`,
  conflict: msg`This conflicts with the current state. Please reload and try again.`,
  already_exists: msg`This already exists.`,
  /** `{resource}`: the JSON:API type being deleted (spec "accounts" §8 words for tags, categories, roles). */
  has_associated_items: msg`{resource, select, tags {This Tag still has associated Items.} categories {This category still has associated items.} roles {This role still has associated items.} venues {This venue still has associated events.} tickets {This ticket is still offered on events.} events {This event still has sold tickets.} other {This record still has associated items.}}`,
  sold_out: msg`Ticket is sold out`,
  sale_not_open: msg`This ticket is not on sale at the moment.`,
  capacity_reached: msg`The event has reached its capacity.`,
  already_checked_in: msg`This ticket is already fully checked in.`,
  ticket_cancelled: msg`This booking was cancelled: the ticket is no longer valid.`,
  not_checked_in: msg`Fewer people of this ticket have been checked in than you want to undo.`,
  idempotency_mismatch: msg`This request key was already used for a different request.`,
  reservation_only: msg`Floor plans are for reservation tickets only.`,
  hold_limit_reached: msg`You already have bookings for this event waiting for payment. Complete them or let them expire first.`,
  order_not_pending: msg`This booking is no longer waiting for payment.`,
  already_cancelled: msg`This booking is already cancelled.`,
  order_expired: msg`This booking expired without payment: there is nothing to cancel.`,
  order_not_completed: msg`This booking is not confirmed, so it has no tickets to send.`,
  cancellation_not_allowed: msg`This booking cannot be cancelled online. Please contact the organizer.`,
  refund_window_closed: msg`This booking can no longer be cancelled: the event's refund period has ended.`,
  already_verified: msg`Your e-mail address is already verified.`,
  file_too_large: msg`The file is too large (at most {max}).`,
  unsupported_file_type: msg`This type of file is not accepted.`,
  validation_failed: msg`Please fill-up all the mandatory field(s).`,
  required: msg`This field is required.`,
  too_short: msg`This field must be at least {min, plural, one {# character} other {# characters}}.`,
  too_long: msg`This field must be at most {max, plural, one {# character} other {# characters}}.`,
  too_small: msg`This value must be at least {min}.`,
  too_big: msg`This value must be at most {max}.`,
  invalid_email: msg`Please enter a valid email.`,
  invalid_format: msg`This value has an invalid format.`,
  invalid_value: msg`This value is not one of the allowed options.`,
  invalid_type: msg`This value has the wrong type.`,
  invalid_date: msg`Please enter a valid date and time.`,
  date_out_of_range: msg`Please choose a date between the years {min} and {max}.`,
  email_taken: msg`Oops something went wrong, this email is already registered!`,
  password_confirmation_mismatch: msg`The Password confirmation field doesn't match The Password field`,
  current_password_incorrect: msg`The current password is incorrect.`,
  invalid_reset_token: msg`This password reset link is invalid or has expired.`,
  invalid_verification_link: msg`This verification link is not valid. Send yourself a new one from My tickets.`,
  verification_link_expired: msg`This verification link has expired. Send yourself a new one from My tickets.`,
  human_check_failed: msg`Please complete the human check.`,
  terms_not_accepted: msg`You need to agree with our terms and conditions.`,
  mixed_free_and_paid: msg`Free and paid tickets cannot be mixed in one order.`,
  consent_required: msg`Please accept the terms to book.`,
  invalid_phone: msg`Please provide a valid phone number`,
  /** `{max}`: the most units of this ticket one booking may hold. */
  quantity_over_limit: msg`You can book at most {max} of this ticket.`,
  attendees_mismatch: msg`Please give one attendee for each ticket.`,
  attendance_type_required: msg`Please choose In-person or Virtual.`,
  date_before_today: msg`The date cannot be before today.`,
  end_before_start: msg`The end cannot be before the start.`,
  address_required: msg`Please fill up the event address`,
  invalid_duration: msg`Please choose one of the duration options.`,
  invalid_step: msg`This value must be a multiple of {step}.`,
  rate_limited: msg`Too many attempts. Please wait a moment and try again.`,
  payment_unavailable: msg`Payment is not available at the moment. Please try again in a few minutes.`,
  not_ready: msg`The service is starting or being updated. Please try again in a moment.`,
  server_error: msg`Oops, something went wrong!`,
}

/** Translates an error code with its values; unknown codes fall back to the generic message. */
export function errorText(i18n: I18n, code: string, values?: Record<string, unknown>): string {
  const descriptor = errorMessages[code as ErrorCode] ?? errorMessages.server_error
  return translate(i18n, descriptor, values)
}
