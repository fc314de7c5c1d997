import { useLingui } from '@lingui/react/macro'
import type { SectionProps } from '../page-props'
import { Section } from '../section'

/** The event's category and tags (spec "events" §2 "tags"). */
export function TagsSection({ event }: SectionProps) {
  const { t } = useLingui()
  if (event.tags.length === 0 && !event.category) return null
  return (
    <Section title={t`Tags`} className="pe-tags">
      <ul className="pe-chips">
        {event.category ? (
          <li className="pe-chip pe-chip--category">{event.category.name}</li>
        ) : null}
        {event.tags.map((tag) => (
          <li key={tag.id} className="pe-chip">
            {tag.name}
          </li>
        ))}
      </ul>
    </Section>
  )
}
