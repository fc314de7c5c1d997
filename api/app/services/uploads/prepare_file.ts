import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import sharp from 'sharp'
import { IMAGE_HEIGHT } from '@tessera/shared/domain/uploads/rules'
import ApiError from '#exceptions/api_error'
import type { InspectedFile } from '#services/uploads/inspect_file'
import { ATTACHMENT } from '#services/uploads/received_files'

/** What is written to storage: new bytes (images) or the received file as it is (documents). */
export type PreparedFile = {
  mime: string
  extension: string
  size: number
  originalName: string
  contents: Buffer | (() => Readable)
}

/** Larger images (decoded pixels, not bytes) are refused: a small file can decode to gigabytes. */
const MAX_INPUT_PIXELS = 70_000_000

const isImage = (mime: string) => mime === 'image/jpeg' || mime === 'image/png'

/** The client's file name, kept for documents' downloads: no path, no control characters, ≤ 255. */
function originalName(file: InspectedFile): string {
  const base = file.clientName.split(/[\\/]/).pop() ?? ''
  const clean = [...base]
    .filter((character) => character.charCodeAt(0) > 0x1f && character !== '\u007f')
    .join('')
    .trim()
    .slice(0, 255)
  return clean || `file.${file.extension}`
}

/**
 * Images are re-encoded in their own format: turned upright by their EXIF orientation, every
 * metadata block dropped (location, camera), and, when `resize`, scaled to a height of 1800
 * (never enlarged). A file that does not decode is not the image it claims to be (415).
 */
async function encodeImage(file: InspectedFile, resize: boolean): Promise<Buffer> {
  let image = sharp(file.tmpPath, { limitInputPixels: MAX_INPUT_PIXELS }).rotate()
  if (resize) image = image.resize({ height: IMAGE_HEIGHT, withoutEnlargement: true })
  image = file.mime === 'image/png' ? image.png() : image.jpeg({ quality: 85, mozjpeg: true })
  try {
    return await image.toBuffer()
  } catch (error) {
    if (String((error as Error).message).includes('pixel limit')) {
      throw new ApiError(413, {
        code: 'file_too_large',
        field: ATTACHMENT,
        values: { max: '70 MP' },
      })
    }
    throw new ApiError(415, { code: 'unsupported_file_type', field: ATTACHMENT })
  }
}

/** Makes a checked file ready to store; `resizeImages` for hero, additional and profile images. */
export async function prepareFile(
  file: InspectedFile,
  { resizeImages }: { resizeImages: boolean },
): Promise<PreparedFile> {
  const base = { mime: file.mime, extension: file.extension, originalName: originalName(file) }
  if (isImage(file.mime)) {
    const contents = await encodeImage(file, resizeImages)
    return { ...base, size: contents.length, contents }
  }
  return { ...base, size: file.size, contents: () => createReadStream(file.tmpPath) }
}
