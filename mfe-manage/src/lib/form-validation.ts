import type { I18n } from '@lingui/core'
import type { z } from 'zod'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import { errorText } from '@tessera/shared/errors/messages'
import { issueError, type IssueError } from '@tessera/shared/errors/issues'

/**
 * The errors of a form's values under a shared zod schema, field → text: the texts the API would
 * answer for the same input. `wording` gives a screen's own text for an issue (or nothing).
 */
export function schemaErrors(
  schema: z.ZodType,
  values: unknown,
  i18n: I18n,
  wording?: (issue: IssueError) => string | undefined,
): Record<string, string> {
  const result = schema.safeParse(values, { reportInput: true })
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const found = issueError(issue)
    const field = found.field ?? ''
    if (!(field in errors))
      errors[field] = wording?.(found) ?? errorText(i18n, found.code, found.values)
  }
  return errors
}

/** A react-hook-form resolver from a function that lists the errors of the values (none: valid). */
export function resolverOf<F extends FieldValues>(
  validate: (values: F) => Record<string, string>,
): Resolver<F> {
  return async (values) => {
    const errors = validate(values)
    if (Object.keys(errors).length === 0) return { values, errors: {} }
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, { type: 'validation', message }]),
    )
    return { values: {}, errors: fieldErrors as FieldErrors<F> }
  }
}
