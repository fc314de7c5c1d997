import { ticketCodeOfUrl } from '@tessera/shared/domain/check-in/check-in-decision'

/**
 * The ticket code in text a camera read or a person pasted: only text that looks like a web URL
 * (spec "events" §2 "QR scan"), `http(s)://host/…/ticket/{code}`, as the QR codes of tickets encode
 * (docs/ARCHITECTURE.md "Tickets' QR codes"). Anything else is `null`: it opens no popup.
 */
export function ticketCodeFromText(text: string): string | null {
  const trimmed = text.trim()
  if (!/^https?:\/\/\S+$/i.test(trimmed)) return null
  try {
    return ticketCodeOfUrl(new URL(trimmed))
  } catch {
    return null
  }
}
