/**
 * Agenda, FAQ and host sections (spec "events" §5): each is sent only when its first entry is
 * filled; an unfilled first entry means the organizer left the section empty.
 */
const filled = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== ''

export const isAgendaEntryFilled = (entry: { title?: string | null; start_at?: string | null }) =>
  filled(entry.title) || filled(entry.start_at)
export const isFaqEntryFilled = (entry: { name?: string | null }) => filled(entry.name)
export const isHostContactFilled = (entry: { content?: string | null }) => filled(entry.content)

/** The entries to send for a section, or `undefined` (not sent) when its first entry is empty. */
export function sectionToSend<T>(
  entries: readonly T[] | null | undefined,
  isFilled: (entry: T) => boolean,
): T[] | undefined {
  const first = entries?.[0]
  return first !== undefined && isFilled(first) ? [...entries!] : undefined
}
