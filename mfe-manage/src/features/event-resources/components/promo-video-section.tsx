import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/client'
import {
  VIDEO_PLAYER_SIZE,
  youtubeEmbedUrl,
  youtubeVideoId,
} from '@tessera/shared/domain/events/promo-video'
import { errorText } from '@tessera/shared/errors/messages'
import { Button } from '@tessera/shared/ui/button'
import { TextField } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { useEventChanged } from '../../../lib/events-api'
import { failureText } from '../../../lib/failure'
import { saveVideoUrl } from '../api/resources'

type PromoVideoSectionProps = { eventId: string; videoUrl: string | null }

/**
 * The promo video: a YouTube address (its video id is 11 characters), stored as `video_url`. The
 * player (640 × 360, responsive) loads only when the organizer asks for a preview, so opening the
 * tab makes no request to YouTube.
 */
export function PromoVideoSection({ eventId, videoUrl }: PromoVideoSectionProps) {
  const onChanged = useEventChanged(eventId)
  const { t, i18n } = useLingui()
  const [value, setValue] = useState(videoUrl ?? '')
  const [error, setError] = useState<string | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const videoId = youtubeVideoId(value)
  const invalid = t`Please enter a YouTube link with an 11-character video id.`

  const save = async () => {
    const text = value.trim()
    if (text && !videoId) {
      setError(invalid)
      return
    }
    setBusy(true)
    try {
      await saveVideoUrl(eventId, text || null)
      toast(text ? t`Promo video saved` : t`Promo video removed`)
      onChanged()
    } catch (failure) {
      const detail = failure instanceof ApiError ? failure.fieldErrors.video_url : undefined
      // Another field of the event is invalid (the whole event is checked on save): say so.
      const otherField =
        failure instanceof ApiError &&
        failure.status === 422 &&
        Object.keys(failure.fieldErrors).length > 0
      if (detail) setError(detail)
      else
        toast(
          otherField ? errorText(i18n, 'validation_failed') : failureText(failure, i18n),
          'danger',
        )
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="ts-resources__section" aria-labelledby={`video-${eventId}`}>
      <h2 id={`video-${eventId}`} className="ts-resources__title">
        <Trans>Promo video</Trans>
      </h2>
      <form
        className="ts-resources__video-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <TextField
          label={t`YouTube link`}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={value}
          error={error}
          hint={t`Leave empty to show no video.`}
          onChange={(event) => {
            setValue(event.currentTarget.value)
            setError(null)
            setPreview(null)
          }}
        />
        <div className="ts-resources__row">
          <Button type="submit" loading={busy}>
            <Trans>Save video</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => (videoId ? setPreview(videoId) : setError(invalid))}
            disabled={!value.trim()}
          >
            <Trans>Preview video</Trans>
          </Button>
        </div>
      </form>
      {preview ? (
        <div className="ts-resources__player" style={{ maxWidth: VIDEO_PLAYER_SIZE.width }}>
          <iframe
            src={youtubeEmbedUrl(preview)}
            width={VIDEO_PLAYER_SIZE.width}
            height={VIDEO_PLAYER_SIZE.height}
            title={t`Promo video preview`}
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : null}
    </section>
  )
}
