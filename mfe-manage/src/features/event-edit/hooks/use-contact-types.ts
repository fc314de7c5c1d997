import { useLingui } from '@lingui/react/macro'
import { CONTACT_TYPES, type ContactType } from '@tessera/shared/domain/events/constants'

/* eslint-disable lingui/no-unlocalized-strings -- names of services, the same in every language */
const SERVICES: Partial<Record<ContactType, string>> = {
  whatsapp: 'WhatsApp',
  viber: 'Viber',
  messenger: 'Messenger',
  slack: 'Slack',
  youtube: 'YouTube',
  twitter: 'Twitter',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  facebook: 'Facebook',
  reddit: 'Reddit',
  paypal: 'PayPal',
  soundcloud: 'SoundCloud',
  spotify: 'Spotify',
}
/* eslint-enable lingui/no-unlocalized-strings */

/** The host's contact types (spec "events" §3), in the spec's order, named in the interface language. */
export function useContactTypes(): { value: ContactType; label: string }[] {
  const { t } = useLingui()
  const names: Partial<Record<ContactType, string>> = {
    email: t`E-mail`,
    phone: t`Phone`,
    website: t`Website`,
    ...SERVICES,
  }
  return CONTACT_TYPES.map((value) => ({ value, label: names[value] ?? value }))
}
