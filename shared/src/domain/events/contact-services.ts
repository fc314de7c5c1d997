import type { ContactType } from './constants.js'

/* eslint-disable lingui/no-unlocalized-strings -- names of services, the same in every language */
/** The names of the host contact types that are services (spec "events" §3 "Contact types"). */
export const CONTACT_SERVICE_NAMES: Partial<Record<ContactType, string>> = {
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

/** A contact's value as a link when it is a web address (`null` for a handle or a name). */
export function contactHref(content: string): string | null {
  return /^https?:\/\/\S+$/i.test(content.trim()) ? content.trim() : null
}
