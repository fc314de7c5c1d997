import type { I18n } from '@lingui/core'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { contactMessageInput } from '@tessera/shared/schemas/contact-message'

/** The contact form's resolver over the shared schema: in its own chunk, with zod. */
export const contactResolver = (i18n: I18n) => schemaResolver(contactMessageInput, i18n)
