import { useLingui } from '@lingui/react/macro'
import type { LayoutProps } from './layout-props'
import { AlternativeTabs } from './alternative-tabs'
import { useSectionTabs } from './section-tabs'
import { AboutSection } from '../sections/about-section'
import { AgendaTabs } from '../sections/agenda-tabs'
import { Countdown } from '../sections/countdown'
import { CtaBar } from '../sections/cta-bar'
import { FaqSection } from '../sections/faq-section'
import { Hero } from '../sections/hero'
import { OrganizerCard } from '../sections/organizer-card'
import { PromoVideo } from '../sections/promo-video'
import { ShareActions } from '../sections/share-actions'
import { TagsSection } from '../sections/tags-section'
import { TicketsSection } from '../sections/tickets-section'
import { WhenCard } from '../sections/when-card'

/**
 * The Eventalk layout: a countdown under the title, then tabs for the event details, agenda, media
 * gallery, content hub and location (no speakers tab: events have no speakers yet).
 */
export function EventalkLayout({ event, now, preview, mapTiles }: LayoutProps) {
  const { t } = useLingui()
  const tabs = useSectionTabs(event, mapTiles)
  const details = (
    <>
      <WhenCard event={event} />
      <TicketsSection event={event} />
      <AboutSection event={event} />
      <PromoVideo event={event} />
      <FaqSection event={event} />
      <TagsSection event={event} />
    </>
  )
  return (
    <>
      {/* The latest announcement card goes here once events have announcements (spec "events" §2). */}
      <Hero event={event} preview={preview}>
        <Countdown event={event} now={now} />
      </Hero>
      <CtaBar event={event} />
      <div className="pe-stack">
        <ShareActions event={event} />
        <AlternativeTabs
          tabs={[
            { id: 'event-details', label: t`Event details`, panel: details, present: true },
            {
              id: 'event-agenda',
              label: t`Agenda`,
              panel: <AgendaTabs event={event} />,
              present: event.event_agenda.length > 0,
            },
            tabs.gallery,
            tabs.hub,
            tabs.location,
          ]}
        />
        <OrganizerCard event={event} preview={preview} />
      </div>
    </>
  )
}
