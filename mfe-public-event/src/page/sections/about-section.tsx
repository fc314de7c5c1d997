import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { aboutCollapsed, aboutPreview } from '@tessera/shared/domain/events/about-text'
import type { SectionProps } from '../page-props'
import { Section } from '../section'

/** The text of sanitised HTML, without a DOM (the same on the server and in the browser). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

function Hashtags({ tags }: Pick<SectionProps['event'], 'tags'>) {
  if (tags.length === 0) return null
  return (
    <p className="pe-hashtags">
      {tags.map((tag) => (
        <span key={tag.id} className="pe-hashtags__tag">
          #{tag.name.replace(/\s+/g, '')}
        </span>
      ))}
    </p>
  )
}

/**
 * About this event (spec "events" §2): name, description, the sanitised additional description
 * and the tags as hashtags; collapsed to a 140-character preview with Show more when the
 * description or the additional description exceeds 1000 characters.
 */
export function AboutSection({ event }: SectionProps) {
  const { t } = useLingui()
  const bodyId = useId()
  const additional = event.additional_description
  const collapsible = aboutCollapsed(event.description, additional ? textOf(additional) : null)
  const [expanded, setExpanded] = useState(false)
  if (!event.description && !additional && event.tags.length === 0) return null
  const preview = aboutPreview(event.description || textOf(additional ?? ''))
  const open = !collapsible || expanded
  return (
    <Section title={t`About this event`} className="pe-about">
      <p className="pe-about__name">{event.name}</p>
      <div id={bodyId}>
        {open ? (
          <>
            {event.description ? <p className="pe-about__summary">{event.description}</p> : null}
            {additional ? (
              <div className="pe-rich" dangerouslySetInnerHTML={{ __html: additional }} />
            ) : null}
          </>
        ) : (
          <p className="pe-about__summary">{preview}</p>
        )}
      </div>
      {collapsible ? (
        <button
          type="button"
          className="pe-link-button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t`Show less` : t`Show more`}
        </button>
      ) : null}
      <Hashtags tags={event.tags} />
    </Section>
  )
}
