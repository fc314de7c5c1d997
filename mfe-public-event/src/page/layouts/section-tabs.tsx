import { useLingui } from '@lingui/react/macro'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import { MediaGallery } from '../gallery/media-gallery'
import type { MapTiles } from '../page-props'
import { ContentHub } from '../sections/content-hub'
import { WhereCard } from '../sections/where-card'
import type { AlternativeTab } from './alternative-tabs'

/** The tabs both alternative layouts have: media gallery, location and content hub. */
export function useSectionTabs(event: PublicEvent, mapTiles?: MapTiles) {
  const { t } = useLingui()
  const gallery: AlternativeTab = {
    id: 'media-gallery',
    label: t`Media gallery`,
    panel: <MediaGallery event={event} />,
    present: event.additional_images.length > 0,
  }
  const location: AlternativeTab = {
    id: 'location',
    label: t`Location`,
    panel: <WhereCard event={event} mapTiles={mapTiles} />,
    present: true,
  }
  const hub: AlternativeTab = {
    id: 'content-hub',
    label: t`Content hub`,
    panel: <ContentHub event={event} />,
    present: event.additional_docs.length > 0,
  }
  return { gallery, location, hub }
}
