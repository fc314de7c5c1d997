import { z } from 'zod'
import { CURRENCIES, PASSWORD_MIN_LENGTH, isTimeZone } from '../domain/accounts/fields.js'

/**
 * Field schemas reused by resource schemas. Custom refinements carry a stable error `code` in
 * `params`, which the API turns into the JSON:API error code (api/app/lib/validation.ts).
 */
export const id = z.coerce.string()
export const requiredText = (max: number) => z.string().trim().min(1).max(max)
export const optionalText = (max: number) => z.string().trim().max(max).nullable().optional()
export const emailAddress = z.string().trim().toLowerCase().min(1).max(320).pipe(z.email())
export const password = z.string().min(PASSWORD_MIN_LENGTH).max(255)
export const currency = z.enum(CURRENCIES)
export const timezone = z
  .string()
  .trim()
  .refine(isTimeZone, { params: { code: 'invalid_value' } })
export const timestamp = z.string()

/** Adds the "confirmation matches" rule to a schema with `password` and `password_confirmation`. */
export function withPasswordConfirmation<
  T extends z.ZodType<{
    password?: string | undefined
    password_confirmation?: string | undefined
  }>,
>(schema: T) {
  return schema.superRefine((value, context) => {
    if ((value.password ?? '') !== (value.password_confirmation ?? '')) {
      context.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        params: { code: 'password_confirmation_mismatch' },
      })
    }
  })
}
