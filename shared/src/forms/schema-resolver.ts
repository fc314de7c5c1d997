import type { I18n } from '@lingui/core'
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { issueError, type IssueError } from '../errors/issues.js'
import { errorText } from '../errors/messages.js'

/** A screen's own text for an issue (or nothing: the catalogue's text for its code). */
export type IssueWording = (issue: IssueError) => string | undefined

/**
 * The zod error map of every form: an issue's text is the catalogue's text for the code the API
 * would answer for the same input (`issueError`), so a field says the same before and after sending.
 */
export function issueText(i18n: I18n, wording?: IssueWording) {
  return (issue: z.core.$ZodRawIssue): string => {
    const found = issueError(issue as z.core.$ZodIssue)
    return wording?.(found) ?? errorText(i18n, found.code, found.values)
  }
}

/**
 * The react-hook-form resolver of a form over a shared zod schema (docs/STYLE.md "Forms"):
 * `useForm({ resolver: schemaResolver(schema, i18n) })`. Cross-field rules belong in the schema
 * (a `superRefine` calling the rule in `shared/src/domain`), so the API refuses the same input.
 */
export function schemaResolver<Output, Input extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  i18n: I18n,
  wording?: IssueWording,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema, { reportInput: true, error: issueText(i18n, wording) })
}
