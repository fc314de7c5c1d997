import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { parseEventDateTime } from '@tessera/shared/domain/events/time'
import type { AgendaEntry } from '@tessera/shared/schemas/event-sections'
import { Tabs } from '@tessera/shared/ui/tabs'
import { useEventDates } from '../event-dates'
import type { SectionProps } from '../page-props'
import { Section } from '../section'

/** The agenda's entries grouped by their title (a day or a track), in their order. */
function groupByTitle(entries: AgendaEntry[]): [string, AgendaEntry[]][] {
  const groups = new Map<string, AgendaEntry[]>()
  for (const entry of entries) groups.set(entry.title, [...(groups.get(entry.title) ?? []), entry])
  return [...groups]
}

function AgendaList({ entries, timeZone }: { entries: AgendaEntry[]; timeZone: string }) {
  const dates = useEventDates(timeZone)
  return (
    <ol className="pe-agenda">
      {entries.map((entry, index) => {
        const at = parseEventDateTime(entry.start_at, timeZone)
        return (
          <li key={index} className="pe-agenda__entry">
            <p className="pe-agenda__time">
              {at ? `${dates.day(at)}, ${dates.time(at)}` : entry.start_at}
            </p>
            {entry.name ? <p className="pe-agenda__name">{entry.name}</p> : null}
            {entry.content ? <p className="pe-muted">{entry.content}</p> : null}
          </li>
        )
      })}
    </ol>
  )
}

/** The agenda (spec "events" §2 "agenda tabs"): one tab per title, its entries in time order. */
export function AgendaTabs({ event }: SectionProps) {
  const { t } = useLingui()
  const groups = groupByTitle(event.event_agenda)
  const [selected, setSelected] = useState('0')
  if (groups.length === 0) return null
  return (
    <Section title={t`Agenda`} className="pe-agenda-section">
      <Tabs
        label={t`Agenda`}
        selected={selected}
        onSelect={setSelected}
        tabs={groups.map(([title, entries], index) => ({
          id: String(index),
          label: title,
          panel: <AgendaList entries={entries} timeZone={event.timezone} />,
        }))}
      />
    </Section>
  )
}
