/**
 * Stable, machine-readable error codes of the HTTP contract (docs/API.md). Clients translate a code,
 * never the server's `detail`.
 */
export const ERROR_CODES = [
  // 400
  'bad_request',
  'unknown_filter',
  'unknown_sort',
  'unknown_include',
  'invalid_page',
  'invalid_signature',
  // 401
  'unauthenticated',
  'invalid_credentials',
  'door_link_inactive',
  // 403
  'forbidden',
  'plan_required',
  'protected_record',
  'demo_mode',
  // 404
  'not_found',
  // 409
  'conflict',
  'already_exists',
  'has_associated_items',
  'sold_out',
  'sale_not_open',
  'capacity_reached',
  'already_checked_in',
  'ticket_cancelled',
  'not_checked_in',
  'idempotency_mismatch',
  'reservation_only',
  'hold_limit_reached',
  'order_not_pending',
  'already_cancelled',
  'order_expired',
  'order_not_completed',
  'cancellation_not_allowed',
  'refund_window_closed',
  'already_verified',
  // 413 / 415
  'file_too_large',
  'unsupported_file_type',
  // 422
  'validation_failed',
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'invalid_email',
  'invalid_format',
  'invalid_value',
  'invalid_type',
  'invalid_date',
  'date_out_of_range',
  'email_taken',
  'password_confirmation_mismatch',
  'current_password_incorrect',
  'invalid_reset_token',
  'invalid_verification_link',
  'verification_link_expired',
  'human_check_failed',
  'terms_not_accepted',
  'mixed_free_and_paid',
  'consent_required',
  'invalid_phone',
  'quantity_over_limit',
  'attendees_mismatch',
  'attendance_type_required',
  'date_before_today',
  'end_before_start',
  'address_required',
  'invalid_duration',
  'invalid_step',
  // 429
  'rate_limited',
  // 503
  'payment_unavailable',
  'not_ready',
  // 500 (never by design; the last net)
  'server_error',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value)
}
