import type { z } from 'zod'
import { isErrorCode, type ErrorCode } from './codes.js'

export type IssueError = {
  field: string | undefined
  code: ErrorCode
  values?: Record<string, unknown>
}

/**
 * The stable error code of a zod issue, the same one the API answers for the same input
 * (docs/API.md, 422): missing → `required`, short → `too_short`, a custom rule → its `params.code`.
 */
export function issueError(issue: z.core.$ZodIssue): IssueError {
  const field = issue.path.map(String).join('/') || undefined
  const input = (issue as { input?: unknown }).input
  const error = (code: ErrorCode, values?: Record<string, unknown>): IssueError => ({
    field,
    code,
    values,
  })
  switch (issue.code) {
    case 'invalid_type':
      return error(input === undefined || input === null ? 'required' : 'invalid_type')
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        if (Number(issue.minimum) <= 1) return error('required')
        return error(issue.origin === 'string' ? 'too_short' : 'too_small', { min: issue.minimum })
      }
      return error('too_small', { min: issue.minimum })
    case 'too_big':
      return error(issue.origin === 'string' ? 'too_long' : 'too_big', { max: issue.maximum })
    case 'invalid_format':
      return error(
        issue.format === 'email'
          ? 'invalid_email'
          : issue.format === 'datetime'
            ? 'invalid_date'
            : 'invalid_format',
      )
    case 'custom': {
      const code = (issue.params as { code?: unknown } | undefined)?.code
      return error(
        isErrorCode(code) ? code : 'invalid_value',
        issue.params as Record<string, unknown>,
      )
    }
    default:
      return error('invalid_value')
  }
}
