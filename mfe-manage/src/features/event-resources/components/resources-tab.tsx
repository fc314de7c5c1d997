import { useMemo } from 'react'
import { assetUrl } from '@tessera/shared/domain/uploads/asset-url'
import type { Event } from '@tessera/shared/schemas/event'
import type { ListedAsset } from '../hooks/use-event-assets'
import { AdditionalImagesSection } from './additional-images-section'
import { DocumentsSection } from './documents-section'
import { HeroImageSection } from './hero-image-section'
import { PromoVideoSection } from './promo-video-section'
import './resources.css'

export type ResourcesTabProps = { event: Event }

const fileName = (path: string) => decodeURIComponent(path.split('/').pop() ?? path)

/**
 * The Resources tab of Edit Event (spec "events" §2): hero image, additional images, documents and
 * the promo video. Speakers and sponsors arrive with their own issue.
 */
export function ResourcesTab({ event }: ResourcesTabProps) {
  const images = useMemo<ListedAsset[]>(
    () =>
      (event.additional_images ?? []).map((image) => ({
        id: image.id,
        url: assetUrl(image.additional_asset, '') ?? '',
        name: fileName(image.additional_asset),
        type: null,
        size: null,
      })),
    [event.additional_images],
  )
  const documents = useMemo<ListedAsset[]>(
    () =>
      (event.additional_docs ?? []).map((doc) => ({
        id: doc.id,
        url: assetUrl(doc.additional_asset, '') ?? '',
        name: doc.name || fileName(doc.additional_asset),
        type: doc.type,
        size: doc.size,
      })),
    [event.additional_docs],
  )
  return (
    <div className="ts-resources">
      <HeroImageSection eventId={event.id} eventName={event.name} heroImage={event.hero_image} />
      <AdditionalImagesSection
        eventId={event.id}
        images={images}
        organizerRole={event.organizer_role}
      />
      <DocumentsSection eventId={event.id} documents={documents} />
      <PromoVideoSection eventId={event.id} videoUrl={event.video_url} />
    </div>
  )
}

export default ResourcesTab
