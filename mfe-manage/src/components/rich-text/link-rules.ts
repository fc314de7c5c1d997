/** Link schemes the server keeps in rich text (api rich_text allow-list). */
const SAFE_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9()\-.\s]+)$/i

/** Whether a link address may go into rich text: http(s), mailto or tel, never `javascript:`. */
export function isSafeLink(url: string): boolean {
  return SAFE_LINK.test(url.trim())
}

/** A typed address as a link: `example.com` becomes `https://example.com`. */
export function normalizeLink(url: string): string {
  const text = url.trim()
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return text
  return `https://${text}`
}
