import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { SectionProps } from '../page-props'
import { Section } from '../section'
import { IMAGE_BOX } from '../sections/hero'
import { Lightbox } from './lightbox'
import { useCarousel } from './use-carousel'

/**
 * The media gallery (spec "events" §2): a carousel that advances every 4000 ms, pausing while
 * hovered or focused and not at all for visitors who prefer reduced motion; a slide opens the
 * lightbox.
 */
export function MediaGallery({ event }: SectionProps) {
  const { t } = useLingui()
  const images = event.additional_images
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [opened, setOpened] = useState<number | null>(null)
  const carousel = useCarousel(images.length, hovered || focused || opened !== null)
  if (images.length === 0) return null
  const total = images.length
  const position = carousel.index + 1
  return (
    <Section title={t`Media gallery`} className="pe-gallery">
      <div
        className="pe-carousel"
        aria-roledescription={t`carousel`}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
        }}
      >
        {images.map((image, index) => {
          const number = index + 1
          return (
            <button
              key={image.id}
              type="button"
              className="pe-carousel__slide"
              hidden={index !== carousel.index}
              onClick={() => setOpened(index)}
              aria-label={t`Open image ${number} of ${total} in full size`}
            >
              <img
                src={image.url}
                alt=""
                width={IMAGE_BOX.width}
                height={IMAGE_BOX.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </button>
          )
        })}
        <div className="pe-carousel__controls">
          <button
            type="button"
            className="pe-button pe-button--ghost"
            onClick={() => carousel.show(carousel.index - 1)}
          >
            {t`Previous image`}
          </button>
          <p className="pe-carousel__position" aria-live={hovered || focused ? 'polite' : 'off'}>
            {t`Image ${position} of ${total}`}
          </p>
          <button
            type="button"
            className="pe-button pe-button--ghost"
            onClick={() => carousel.show(carousel.index + 1)}
          >
            {t`Next image`}
          </button>
        </div>
      </div>
      <Lightbox images={images} index={opened} onShow={setOpened} onClose={() => setOpened(null)} />
    </Section>
  )
}
