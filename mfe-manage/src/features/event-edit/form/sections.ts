import { canUse } from '@tessera/shared/domain/access/plans'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import type { Event, EventUpdateInput } from '@tessera/shared/schemas/event'
import {
  apiDateTime,
  type AgendaDraft,
  type EventValues,
  type FaqDraft,
  type HostDraft,
} from './event-values'

type Sections = Pick<EventUpdateInput, 'event_agenda' | 'event_faqs' | 'event_host'>

const written = (...texts: string[]) => texts.some((value) => value.trim() !== '')
const agendaWritten = (entry: AgendaDraft) => written(entry.title, entry.start_at, entry.content)
const faqWritten = (entry: FaqDraft) => written(entry.name, entry.content)
const hostWritten = (entry: HostDraft) => written(entry.content)

/**
 * A section is sent when anything is written in it (then every entry, which must be complete: an
 * agenda item needs a title and a time slot, a FAQ its question, a host contact its value), as
 * `[]` when every entry of a saved section was removed, and not at all when it is left empty
 * (spec "events" §5: "sent only when the first entry is filled"; see docs/DECISIONS.md).
 * Plans without the section never send it (the API drops it anyway).
 */
function section<T>(
  entries: T[],
  saved: readonly unknown[] | null | undefined,
  isWritten: (entry: T) => boolean,
): T[] | undefined {
  if (entries.some(isWritten)) return entries
  return entries.length === 0 && saved?.length ? [] : undefined
}

const orNull = (value: string) => (value.trim() === '' ? null : value)
/** A `datetime-local` slot as `YYYY-MM-DD HH:mm`; any other text as typed. */
const agendaSlot = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? apiDateTime(value).slice(0, 16) : value

export function sectionPayload(values: EventValues, event: Event, role: RoleName): Sections {
  const result: Sections = {}
  if (canUse(role, 'event_agenda')) {
    const agenda = section(values.event_agenda, event.event_agenda, agendaWritten)
    if (agenda)
      result.event_agenda = agenda.map((entry) => ({
        title: entry.title,
        start_at: agendaSlot(entry.start_at),
        content: orNull(entry.content),
      }))
  }
  if (canUse(role, 'event_faqs')) {
    const faqs = section(values.event_faqs, event.event_faqs, faqWritten)
    if (faqs)
      result.event_faqs = faqs.map((entry) => ({
        name: entry.name,
        content: orNull(entry.content),
      }))
  }
  if (canUse(role, 'event_host')) {
    const host = section(values.event_host, event.event_host, hostWritten)
    if (host) result.event_host = host
  }
  return result
}
