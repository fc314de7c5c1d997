/**
 * The longest local part and domain of an e-mail address (spec "events" §5 "Booking"); with the
 * at-sign they make the spec's 320 characters in all.
 */
export const EMAIL_LOCAL_MAX_LENGTH = 64
export const EMAIL_DOMAIN_MAX_LENGTH = 255

const LOCAL_PART = /^[^\s@.]+(?:\.[^\s@.]+)*$/
const DOMAIN = /^[^\s@.]+(?:\.[^\s@.]+)+$/

/**
 * The booking e-mail rule (spec "events" §5 "Booking"): a local part of 1–64 characters and a
 * domain of at most 255 with a dot (so at most 320 in all); no consecutive dots, no leading or trailing dot in
 * either part, exactly one at-sign (so none leading), no spaces. Surrounding spaces are ignored.
 */
export function isBookingEmail(value: string): boolean {
  const email = value.trim()
  const at = email.indexOf('@')
  if (at < 1 || at !== email.lastIndexOf('@')) return false
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  return (
    local.length <= EMAIL_LOCAL_MAX_LENGTH &&
    domain.length <= EMAIL_DOMAIN_MAX_LENGTH &&
    LOCAL_PART.test(local) &&
    DOMAIN.test(domain)
  )
}
