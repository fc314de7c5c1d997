import type { I18n } from '@lingui/core'
import { ApiError } from '@tessera/shared/api/client'
import { failureText, type FailureMessages } from './failure'

/**
 * Why an upload was refused: the screen's own words for a code, else the API's text for the file
 * (413 names the size limit, 415 the type, 403 the plan), else the generic failure.
 */
export function uploadErrorText(
  error: unknown,
  i18n: I18n,
  messages: FailureMessages = {},
): string {
  if (error instanceof ApiError) {
    const own = messages[error.code as keyof FailureMessages]
    if (own) return own
    if (error.status !== 0 && error.status < 500 && error.detail) return error.detail
  }
  return failureText(error, i18n, messages)
}
