/** A rectangle of an image in its own pixels. */
export type CropArea = { x: number; y: number; width: number; height: number }

/** The hero image's crop ratio (spec "events" §5 "Uploads": 16:10). */
export const HERO_ASPECT = 16 / 10

/** The largest area of ratio `aspect` centred in a `width` × `height` image: the default crop. */
export function centredCrop(width: number, height: number, aspect: number): CropArea {
  const cropWidth = Math.min(width, height * aspect)
  const cropHeight = cropWidth / aspect
  return {
    x: (width - cropWidth) / 2,
    y: (height - cropHeight) / 2,
    width: cropWidth,
    height: cropHeight,
  }
}

/**
 * The size of the image cut from `area`: exactly `aspect` (whole pixels, the height rounded down to
 * a multiple of the ratio's denominator), never enlarged, and no taller than `maxHeight` (the API
 * stores images at a height of 1800, so sending more is wasted bytes).
 */
export function croppedSize(
  area: CropArea,
  aspect: number,
  maxHeight: number,
): { width: number; height: number } {
  const [across, down] = ratioOf(aspect)
  const tallest = Math.min(area.height, area.width / aspect, maxHeight)
  const units = Math.max(1, Math.floor(tallest / down))
  return { width: units * across, height: units * down }
}

/** `aspect` as a small whole-number ratio (16:10 → [8, 5]). */
function ratioOf(aspect: number): [number, number] {
  for (let down = 1; down <= 100; down += 1) {
    const across = Math.round(aspect * down)
    if (Math.abs(across / down - aspect) < 1e-9) return [across, down]
  }
  return [Math.round(aspect * 1000), 1000]
}

/** Loads an image from a URL (an object URL of a picked file). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('The image could not be read.'))
    image.src = src
  })
}

/** Cuts `area` out of `image` at `size`, as a file of `type` (JPEG at quality 0.92, or PNG). */
export async function cropImage(
  image: CanvasImageSource,
  area: CropArea,
  size: { width: number; height: number },
  type: string,
): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas is not available.')
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height)
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be cropped.'))),
      type,
      0.92,
    )
  })
}
