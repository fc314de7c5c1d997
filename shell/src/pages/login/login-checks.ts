import type { I18n } from '@lingui/core'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { loginInput } from '@tessera/shared/schemas/user'

/** The sign-in form's checks: the shared schema (and so zod), loaded once the visitor starts on it. */
export const loginResolver = (i18n: I18n) => schemaResolver(loginInput, i18n)
