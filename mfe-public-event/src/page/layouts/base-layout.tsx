import type { LayoutProps } from './layout-props'
import { AboutSection } from '../sections/about-section'
import { AgendaTabs } from '../sections/agenda-tabs'
import { ContentHub } from '../sections/content-hub'
import { CtaBar } from '../sections/cta-bar'
import { FaqSection } from '../sections/faq-section'
import { Hero } from '../sections/hero'
import { OrganizerCard } from '../sections/organizer-card'
import { PromoBanner } from '../sections/promo-banner'
import { PromoVideo } from '../sections/promo-video'
import { ShareActions } from '../sections/share-actions'
import { TagsSection } from '../sections/tags-section'
import { TicketsSection } from '../sections/tickets-section'
import { WhenCard } from '../sections/when-card'
import { WhereCard } from '../sections/where-card'
import { MediaGallery } from '../gallery/media-gallery'

/**
 * The default layout: on a phone the facts (when, where, share) first, then the story, then the
 * organizer; on a wide screen the story on the left, the facts and the organizer on the right.
 */
export function BaseLayout({ event, preview, mapTiles }: LayoutProps) {
  return (
    <>
      <PromoBanner event={event} />
      {/* The latest announcement card goes here once events have announcements (spec "events" §2). */}
      <Hero event={event} preview={preview} />
      <div className="pe-columns">
        <div className="pe-columns__facts">
          <WhenCard event={event} />
          <WhereCard event={event} mapTiles={mapTiles} />
          <TicketsSection event={event} />
          <ShareActions event={event} />
        </div>
        <div className="pe-columns__main">
          <AboutSection event={event} />
          <AgendaTabs event={event} />
          <MediaGallery event={event} />
          <PromoVideo event={event} />
          <ContentHub event={event} />
          <FaqSection event={event} />
          <TagsSection event={event} />
        </div>
        <div className="pe-columns__side">
          <OrganizerCard event={event} preview={preview} />
        </div>
      </div>
      <CtaBar event={event} />
    </>
  )
}
