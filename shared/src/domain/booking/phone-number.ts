import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** The country of a phone number written without an international prefix (spec "events" §9). */
export const DEFAULT_PHONE_COUNTRY = 'AU'

/**
 * A phone number as E.164 (`+61412345678`), or `null` when it is not a possible number
 * (`libphonenumber-js` with its small metadata: the length for the country is checked, not the
 * digit patterns). A number without `+` is read as Australian (spec "events" §5 "Booking").
 */
export function normalizePhone(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), DEFAULT_PHONE_COUNTRY)
  return parsed?.isValid() ? parsed.number : null
}
