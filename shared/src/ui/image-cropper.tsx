import { useEffect, useId, useState } from 'react'
import Cropper, { type Area, type Point } from 'react-easy-crop'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from './alert.js'
import { Button } from './button.js'
import { styleNonce } from './style-nonce.js'
import { centredCrop, cropImage, croppedSize, loadImage, type CropArea } from './image-crop.js'

export type ImageCropperProps = {
  file: File
  /** Width ÷ height of the result, e.g. 16 / 10. */
  aspect: number
  /** The tallest result to produce (larger crops are scaled down). */
  maxHeight: number
  /** A PNG result larger than this is sent as JPEG instead (photos compress far better). */
  maxBytes?: number
  /** Called with the cropped image, named and typed like the picked file. */
  onCropped: (file: File) => void
  onCancel: () => void
}

const MAX_ZOOM = 4

/**
 * Crops a picked image to a fixed ratio. It opens on the largest centred crop; the crop moves by
 * dragging or with the arrow keys (the crop area is focusable), and the zoom slider works with the
 * keyboard too. The result keeps the file's format (JPEG or PNG).
 */
export function ImageCropper({
  file,
  aspect,
  maxHeight,
  maxBytes = Infinity,
  onCropped,
  onCancel,
}: ImageCropperProps) {
  const { t } = useLingui()
  const helpId = useId()
  const [source, setSource] = useState<{ url: string; image: HTMLImageElement } | null>(null)
  const [failed, setFailed] = useState(false)
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<CropArea | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const url = URL.createObjectURL(file)
    let live = true
    loadImage(url)
      .then((image) => {
        if (!live) return
        setSource({ url, image })
        setArea(centredCrop(image.naturalWidth, image.naturalHeight, aspect))
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
      URL.revokeObjectURL(url)
    }
  }, [file, aspect])

  const confirm = async () => {
    if (!source || !area) return
    setBusy(true)
    try {
      const size = croppedSize(area, aspect, maxHeight)
      let blob = await cropImage(
        source.image,
        area,
        size,
        file.type === 'image/png' ? 'image/png' : 'image/jpeg',
      )
      if (blob.size > maxBytes && blob.type === 'image/png')
        blob = await cropImage(source.image, area, size, 'image/jpeg')
      const name = blob.type === file.type ? file.name : file.name.replace(/\.[^.]*$/, '') + '.jpg'
      onCropped(new File([blob], name, { type: blob.type }))
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  if (failed)
    return (
      <Alert tone="danger">{t`This image could not be read. Please choose another file.`}</Alert>
    )
  return (
    <div className="ts-cropper">
      <div className="ts-cropper__stage">
        {source ? (
          <Cropper
            image={source.url}
            aspect={aspect}
            crop={crop}
            zoom={zoom}
            maxZoom={MAX_ZOOM}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_: Area, pixels: Area) => setArea(pixels)}
            mediaProps={{ alt: '' }}
            nonce={styleNonce()}
            cropperProps={{ role: 'group', 'aria-label': t`Crop area`, 'aria-describedby': helpId }}
          />
        ) : null}
      </div>
      <p id={helpId} className="ts-field__hint">
        <Trans>
          Drag the image or use the arrow keys on the crop area to move it; use the zoom slider to
          zoom.
        </Trans>
      </p>
      <label className="ts-cropper__zoom">
        <span>
          <Trans>Zoom</Trans>
        </span>
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.1}
          value={zoom}
          onChange={(event) => setZoom(Number(event.currentTarget.value))}
        />
      </label>
      <div className="ts-cropper__actions">
        <Button onClick={() => void confirm()} loading={busy} disabled={!area}>
          <Trans>Use this crop</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setCrop({ x: 0, y: 0 })
            setZoom(1)
            if (source)
              setArea(centredCrop(source.image.naturalWidth, source.image.naturalHeight, aspect))
          }}
        >
          <Trans>Centre the crop</Trans>
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  )
}
