import { useLingui } from '@lingui/react/macro'
import { CONTACT_TYPES, type ContactType } from '@tessera/shared/domain/events/constants'
import { CONTACT_SERVICE_NAMES } from '@tessera/shared/domain/events/contact-services'

/** The host's contact types (spec "events" §3), in the spec's order, named in the interface language. */
export function useContactTypes(): { value: ContactType; label: string }[] {
  const { t } = useLingui()
  const names: Partial<Record<ContactType, string>> = {
    email: t`E-mail`,
    phone: t`Phone`,
    website: t`Website`,
    ...CONTACT_SERVICE_NAMES,
  }
  return CONTACT_TYPES.map((value) => ({ value, label: names[value] ?? value }))
}
