import sharp from 'sharp'

/**
 * A JPEG photo of `width` × `height` whose grain makes it weigh a few megabytes, as a camera's
 * would (a flat colour would compress to almost nothing and upload in one step).
 */
export function grainyPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#2a6f97',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** The pixel size an image file declares. */
export async function imageSize(file: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(file).metadata()
  return { width, height }
}
