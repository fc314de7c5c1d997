import type { LayoutProps } from './layout-props'
import { AlternativeTabs } from './alternative-tabs'
import { useSectionTabs } from './section-tabs'
import { AboutSection } from '../sections/about-section'
import { AgendaTabs } from '../sections/agenda-tabs'
import { CtaBar } from '../sections/cta-bar'
import { FaqSection } from '../sections/faq-section'
import { Hero } from '../sections/hero'
import { OrganizerCard } from '../sections/organizer-card'
import { PromoVideo } from '../sections/promo-video'
import { ShareActions } from '../sections/share-actions'
import { TagsSection } from '../sections/tags-section'
import { TicketsSection } from '../sections/tickets-section'
import { WhenCard } from '../sections/when-card'

/** The tabloid layout: a front page, then tabs for the media gallery, location and content hub. */
export function TabloidLayout({ event, preview, mapTiles }: LayoutProps) {
  const tabs = useSectionTabs(event, mapTiles)
  return (
    <>
      {/* The latest announcement card goes here once events have announcements (spec "events" §2). */}
      <Hero event={event} preview={preview} />
      <CtaBar event={event} />
      <div className="pe-stack">
        <WhenCard event={event} />
        <TicketsSection event={event} />
        <ShareActions event={event} />
        <AboutSection event={event} />
        <AlternativeTabs tabs={[tabs.gallery, tabs.location, tabs.hub]} />
        <AgendaTabs event={event} />
        <PromoVideo event={event} />
        <FaqSection event={event} />
        <TagsSection event={event} />
        <OrganizerCard event={event} preview={preview} />
      </div>
    </>
  )
}
