import type { FieldValues, UseFormSetError } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/api-error'
import { errorText } from '@tessera/shared/errors/messages'
import { applyServerErrors, type ServerErrorFields } from '@tessera/shared/forms/server-errors'

/** The message above a form for an API error (or nothing: the default below). */
export type AlertFor = (error: ApiError) => string | null

/**
 * How a shell form shows a refused request: the API's field errors beside their fields, and a
 * message above the form (`errors.root.server`): the page's own for some codes, "fill-up" when
 * fields were refused, otherwise the code's text.
 */
export function useFormFailure<F extends FieldValues>(
  setError: UseFormSetError<F>,
  fields: ServerErrorFields<F>,
  alertFor?: AlertFor,
) {
  const { i18n } = useLingui()
  return (error: unknown) => {
    if (!(error instanceof ApiError)) console.error(error)
    const apiError = error instanceof ApiError ? error : new ApiError(0, [])
    applyServerErrors(setError, apiError, fields)
    const fallback =
      Object.keys(apiError.fieldErrors).length > 0 ? 'validation_failed' : apiError.code
    const message = alertFor?.(apiError) ?? errorText(i18n, fallback)
    setError('root.server', { type: 'server', message })
  }
}
