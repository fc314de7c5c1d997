/** Bytes as base64url without padding (RFC 4648 §5), in a browser and in Node alike. */
export function toBase64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * Base64url text as bytes; `null` unless it is the one canonical encoding of those bytes (no
 * padding, unused trailing bits zero), so a value has exactly one spelling.
 */
export function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return toBase64url(bytes) === text ? bytes : null
}
