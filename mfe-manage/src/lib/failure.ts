import type { I18n } from '@lingui/core'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@tessera/shared/api/client'
import type { ErrorCode } from '@tessera/shared/errors/codes'
import { errorText } from '@tessera/shared/errors/messages'
import { applyServerErrors, type ServerErrorFields } from '@tessera/shared/forms/server-errors'
import { toast } from '@tessera/shared/ui/toast'

/** A screen's own words for some refusals (spec "accounts" §8: default users, associated items). */
export type FailureMessages = Partial<Record<ErrorCode, string>>

/**
 * What a refused request tells the user: the screen's own message for the code; for a refusal by a
 * rule (403, 404, 409) the rule's text; otherwise the generic "Oops, something went wrong!".
 */
export function failureText(error: unknown, i18n: I18n, messages: FailureMessages = {}): string {
  if (error instanceof ApiError) {
    const own = messages[error.code as ErrorCode]
    if (own) return own
    if (error.status === 403 || error.status === 404 || error.status === 409)
      return errorText(i18n, error.code)
  }
  return errorText(i18n, 'server_error')
}

type Report<F extends FieldValues> = {
  i18n: I18n
  messages?: FailureMessages
  /** Where the API's field errors go: API field name → form field. */
  fields?: ServerErrorFields<F>
  setError?: UseFormSetError<F>
}

/**
 * Shows a failed request: the server's field errors beside the form's fields (focusing the first),
 * or, when none of them belongs to the form, a failure toast.
 */
export function reportFailure<F extends FieldValues>(
  error: unknown,
  { i18n, messages, fields = {}, setError }: Report<F>,
): void {
  if (setError && applyServerErrors(setError, error, fields) > 0) return
  toast(failureText(error, i18n, messages), 'danger')
}
