/**
 * A ticket code's SHA-256 hex (`attendees.code_hash`, docs/ARCHITECTURE.md "Tickets' QR codes"):
 * what a check-in bundle carries instead of the code itself. WebCrypto, in a browser and in Node.
 */
export async function codeHash(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code))
  let hex = ''
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0')
  return hex
}
