import { useLingui } from '@lingui/react/macro'
import type { LayoutProps } from './layout-props'
import { AlternativeTabs } from './alternative-tabs'
import { AboutSection } from '../sections/about-section'
import { AgendaTabs } from '../sections/agenda-tabs'
import { ContentHub } from '../sections/content-hub'
import { CtaBar } from '../sections/cta-bar'
import { FaqSection } from '../sections/faq-section'
import { Hero } from '../sections/hero'
import { OrganizerCard } from '../sections/organizer-card'
import { PromoVideo } from '../sections/promo-video'
import { ShareActions } from '../sections/share-actions'
import { TagsSection } from '../sections/tags-section'
import { WhenCard } from '../sections/when-card'
import { WhereCard } from '../sections/where-card'
import { MediaGallery } from '../gallery/media-gallery'

/** The tabloid layout: a front page, then tabs for the media gallery, location and content hub. */
export function TabloidLayout({ event, preview, mapTiles }: LayoutProps) {
  const { t } = useLingui()
  return (
    <>
      {/* The latest announcement card goes here once events have announcements (spec "events" §2). */}
      <Hero event={event} />
      <CtaBar event={event} />
      <div className="pe-stack">
        <WhenCard event={event} />
        <ShareActions event={event} />
        <AboutSection event={event} />
        <AlternativeTabs
          tabs={[
            {
              id: 'media-gallery',
              label: t`Media gallery`,
              panel: <MediaGallery event={event} />,
              present: event.additional_images.length > 0,
            },
            {
              id: 'location',
              label: t`Location`,
              panel: <WhereCard event={event} mapTiles={mapTiles} />,
              present: true,
            },
            {
              id: 'content-hub',
              label: t`Content hub`,
              panel: <ContentHub event={event} />,
              present: event.additional_docs.length > 0,
            },
          ]}
        />
        <AgendaTabs event={event} />
        <PromoVideo event={event} />
        <FaqSection event={event} />
        <TagsSection event={event} />
        <OrganizerCard event={event} preview={preview} />
      </div>
    </>
  )
}
