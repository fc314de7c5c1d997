import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { SectionProps } from '../page-props'

/** The upload crop ratio of hero and gallery images (spec "events" §5 "crop ratio 16:10"). */
export const IMAGE_BOX = { width: 1600, height: 1000 } as const

/**
 * The top of the page: the event's name (the page's one `h1`; an `h2` in the organizer's preview,
 * under the management screen's `h1`), its category and the hero image, whose box is reserved by
 * its size so nothing moves when it arrives; it is the largest paint, so it is fetched first.
 */
export function Hero({
  event,
  preview,
  children,
}: SectionProps & { preview?: boolean; children?: ReactNode }) {
  const { t } = useLingui()
  const name = event.name
  const Title = preview ? 'h2' : 'h1'
  return (
    <header className="pe-hero">
      {event.hero_image ? (
        <img
          className="pe-hero__image"
          src={event.hero_image}
          alt={t`${name}: event image`}
          width={IMAGE_BOX.width}
          height={IMAGE_BOX.height}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      <div className="pe-hero__text">
        {event.category ? <p className="pe-hero__category">{event.category.name}</p> : null}
        <Title className="pe-hero__title">{event.name}</Title>
        {children}
      </div>
    </header>
  )
}
