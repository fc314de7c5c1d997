import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../api/api-error.js'

/** Where a form shows the API's field errors: API field (the pointer's last segment) → form field. */
export type ServerErrorFields<F extends FieldValues> = Partial<Record<string, Path<F>>>

/**
 * Puts a refused request's field errors beside the form's fields with `setError` (focusing the
 * first), reading each error's pointer (`/data/attributes/<field>`). Returns how many it placed: none
 * when the error is not the API's or names no field of this form (the caller then tells it otherwise).
 */
export function applyServerErrors<F extends FieldValues>(
  setError: UseFormSetError<F>,
  error: unknown,
  fields: ServerErrorFields<F>,
): number {
  if (!(error instanceof ApiError)) return 0
  const shown = Object.entries(error.fieldErrors).filter(([field]) => fields[field])
  shown.forEach(([field, text], index) =>
    setError(fields[field]!, { type: 'server', message: text }, { shouldFocus: index === 0 }),
  )
  return shown.length
}
