import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { PublicImage } from '@tessera/shared/public/public-event'
import { PageDialog } from '../page-dialog'

/** How far a finger must travel sideways to change the image. */
const SWIPE_PX = 40

export type LightboxProps = {
  images: PublicImage[]
  index: number | null
  onShow: (index: number) => void
  onClose: () => void
}

/** An image of the gallery at full size: arrow keys, buttons and swipes move through the images. */
export function Lightbox({ images, index, onShow, onClose }: LightboxProps) {
  const { t } = useLingui()
  const swipeStart = useRef<number | null>(null)
  const total = images.length
  const current = index ?? 0
  const move = (step: number) => onShow((current + step + total) % total)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1)
    else if (event.key === 'ArrowLeft') move(-1)
    else return
    event.preventDefault()
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (start === null || Math.abs(event.clientX - start) < SWIPE_PX) return
    move(event.clientX < start ? 1 : -1)
  }
  const image = images[current]
  const position = current + 1
  return (
    <PageDialog
      open={index !== null}
      onClose={onClose}
      title={t`Image ${position} of ${total}`}
      className="pe-lightbox"
      onKeyDown={onKeyDown}
    >
      {image ? (
        <img
          className="pe-lightbox__image"
          src={image.url}
          alt={t`Image ${position} of ${total}`}
          onPointerDown={(event) => {
            swipeStart.current = event.clientX
          }}
          onPointerUp={onPointerUp}
          draggable={false}
        />
      ) : null}
      <div className="pe-lightbox__controls">
        <button type="button" className="pe-button pe-button--ghost" onClick={() => move(-1)}>
          {t`Previous image`}
        </button>
        <button type="button" className="pe-button pe-button--ghost" onClick={() => move(1)}>
          {t`Next image`}
        </button>
      </div>
    </PageDialog>
  )
}
