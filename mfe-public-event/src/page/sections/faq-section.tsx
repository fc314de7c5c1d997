import { useLingui } from '@lingui/react/macro'
import type { SectionProps } from '../page-props'
import { Section } from '../section'

/** Frequently asked questions (spec "events" §2): an accordion of native disclosure widgets. */
export function FaqSection({ event }: SectionProps) {
  const { t } = useLingui()
  if (event.event_faqs.length === 0) return null
  return (
    <Section title={t`Frequently asked questions`} className="pe-faq">
      {event.event_faqs.map((faq, index) => (
        <details key={index} className="pe-faq__item">
          <summary className="pe-faq__question">{faq.name}</summary>
          {faq.content ? <p className="pe-faq__answer">{faq.content}</p> : null}
        </details>
      ))}
    </Section>
  )
}
