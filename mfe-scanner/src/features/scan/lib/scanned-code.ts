/**
 * The ticket code in text a camera read or a person pasted: only text that looks like a web URL
 * (spec "events" §2 "QR scan"), `http(s)://host/ticket/{code}`, as the QR codes of tickets encode
 * (docs/ARCHITECTURE.md "Tickets' QR codes"). Anything else is `null`: the scanner ignores it.
 */
export function ticketCodeFromText(text: string): string | null {
  const trimmed = text.trim()
  if (!/^https?:\/\/\S+$/i.test(trimmed)) return null
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return null
  }
  const match = /^\/ticket\/([^/]+)\/?$/.exec(url.pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return null
  }
}
