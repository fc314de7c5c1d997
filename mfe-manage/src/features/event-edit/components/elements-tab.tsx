import type { SectionName } from '../form/field-targets'
import { AgendaCard } from './agenda-card'
import { FaqCard } from './faq-card'
import { HostCard } from './host-card'

export type EntrySelection = Record<SectionName, number>

type ElementsTabProps = {
  selection: EntrySelection
  onSelect: (section: SectionName, index: number) => void
}

/** The Elements tab: agenda, FAQ and host, each a set of entry tabs (spec "events" §2, §4). */
export function ElementsTab({ selection, onSelect }: ElementsTabProps) {
  return (
    <div className="ts-event-edit__stack">
      <AgendaCard
        selected={selection.event_agenda}
        onSelect={(index) => onSelect('event_agenda', index)}
      />
      <FaqCard
        selected={selection.event_faqs}
        onSelect={(index) => onSelect('event_faqs', index)}
      />
      <HostCard
        selected={selection.event_host}
        onSelect={(index) => onSelect('event_host', index)}
      />
    </div>
  )
}
