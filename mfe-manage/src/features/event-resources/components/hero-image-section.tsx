import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { assetUrl } from '@tessera/shared/domain/uploads/asset-url'
import { IMAGE_HEIGHT, UPLOAD_RULES } from '@tessera/shared/domain/uploads/rules'
import { errorText } from '@tessera/shared/errors/messages'
import { FileDrop } from '@tessera/shared/ui/file-drop'
import { HERO_ASPECT } from '@tessera/shared/ui/image-crop'
import { ImageCropper } from '@tessera/shared/ui/image-cropper'
import { Modal } from '@tessera/shared/ui/modal'
import { FileJobBar, useFileJob } from '../../../components/single-file-upload'
import { useUploadHero } from '../api/event-resource-cache'
import { pickedFileProblem } from '../../../lib/picked-files'

type HeroImageSectionProps = {
  eventId: string
  eventName: string
  heroImage: string | null
}

const rule = UPLOAD_RULES.image

/** The hero image: pick a jpg or png (≤ 5 MB), crop it at 16:10, upload it with a progress bar. */
export function HeroImageSection({ eventId, eventName, heroImage }: HeroImageSectionProps) {
  const { t, i18n } = useLingui()
  const uploading = useUploadHero(eventId)
  const [picked, setPicked] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const { job, start } = useFileJob((file, onProgress) =>
    uploading.mutateAsync({ file, onProgress }),
  )
  const shown = assetUrl(heroImage, '')

  const pick = (file: File) => {
    const found = pickedFileProblem(file, 'image')
    setProblem(found ? errorText(i18n, found.code, found.values) : null)
    if (!found) setPicked(file)
  }

  const send = (file: File) => {
    setPicked(null)
    void start(file)
  }

  return (
    <section className="ts-resources__section" aria-labelledby={`hero-${eventId}`}>
      <h2 id={`hero-${eventId}`} className="ts-resources__title">
        <Trans>Hero image</Trans>
      </h2>
      {shown ? (
        <img className="ts-resources__hero" src={shown} alt={t`Hero image of ${eventName}`} />
      ) : (
        <p className="ts-field__hint">
          <Trans>No hero image yet.</Trans>
        </p>
      )}
      <FileDrop
        label={shown ? t`Replace the hero image` : t`Choose a hero image`}
        accept={rule.accept}
        hint={t`JPG or PNG, up to 5 MB. You will crop it to 16:10.`}
        error={problem}
        onFiles={([file]) => file && pick(file)}
      />
      <FileJobBar job={job} />
      <Modal
        open={picked !== null}
        onClose={() => setPicked(null)}
        title={t`Crop the hero image (16:10)`}
        size="lg"
      >
        {picked ? (
          <ImageCropper
            file={picked}
            aspect={HERO_ASPECT}
            maxHeight={IMAGE_HEIGHT}
            maxBytes={rule.maxBytes}
            onCancel={() => setPicked(null)}
            onCropped={send}
          />
        ) : null}
      </Modal>
    </section>
  )
}
