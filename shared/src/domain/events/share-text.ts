/**
 * Sharing a public event page (spec "events" §2 "Share networks"): the networks offered beside
 * "copy link", the text a share carries and each network's share address.
 */
export const SHARE_NETWORKS = [
  'twitter',
  'facebook',
  'linkedin',
  'whatsapp',
  'telegram',
  'email',
] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

/** How much of the description a share carries (spec "events" §9 "description preview 140"). */
export const SHARE_TEXT_LENGTH = 140
/** The hashtag every share ends with. */
export const DEFAULT_SHARE_HASHTAG = 'Tessera'

/**
 * The text of a share: the first 140 characters of the description followed by an ellipsis, then
 * the default hashtag. A description of at most 140 characters is whole and gets no ellipsis; an
 * event without one is shared by its name.
 */
export function shareText(event: { name: string; description: string | null }): string {
  const description = event.description?.trim() || event.name.trim()
  const chars = Array.from(description)
  const cut =
    chars.length > SHARE_TEXT_LENGTH
      ? `${chars.slice(0, SHARE_TEXT_LENGTH).join('').trimEnd()}…`
      : description
  return `${cut} #${DEFAULT_SHARE_HASHTAG}`
}

/** The address that shares `url` with `text` on `network` (the e-mail one takes `subject`). */
export function shareAddress(
  network: ShareNetwork,
  share: { url: string; text: string; subject: string },
): string {
  const url = encodeURIComponent(share.url)
  const text = encodeURIComponent(share.text)
  switch (network) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${text}&url=${url}`
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${share.text} ${share.url}`)}`
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${text}`
    case 'email':
      return `mailto:?subject=${encodeURIComponent(share.subject)}&body=${encodeURIComponent(`${share.text}\n\n${share.url}`)}`
  }
}
