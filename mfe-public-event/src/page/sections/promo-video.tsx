import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  VIDEO_PLAYER_SIZE,
  youtubeEmbedUrl,
  youtubeVideoId,
} from '@tessera/shared/domain/events/promo-video'
import type { SectionProps } from '../page-props'
import { PageDialog } from '../page-dialog'
import { Section } from '../section'

/**
 * The promo video (spec "events" §2 "promo video modal"): a button opening the privacy-enhanced
 * YouTube player in a dialog; nothing of YouTube loads before the visitor asks for it.
 */
export function PromoVideo({ event }: SectionProps) {
  const { t } = useLingui()
  const name = event.name
  const [open, setOpen] = useState(false)
  const videoId = event.video_url ? youtubeVideoId(event.video_url) : null
  if (!videoId) return null
  return (
    <Section title={t`Video`} className="pe-video">
      <button type="button" className="pe-button" onClick={() => setOpen(true)}>
        {t`Watch the video`}
      </button>
      <PageDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Video of ${name}`}
        className="pe-video-dialog"
      >
        <iframe
          className="pe-video__player"
          src={`${youtubeEmbedUrl(videoId)}?autoplay=1`}
          title={t`Video of ${name}`}
          width={VIDEO_PLAYER_SIZE.width}
          height={VIDEO_PLAYER_SIZE.height}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </PageDialog>
    </Section>
  )
}
