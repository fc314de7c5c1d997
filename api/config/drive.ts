import { isAbsolute } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'
import { appUrl } from '#config/app'

/**
 * Where uploaded files are stored (docs/API.md "Uploads"). `fs` (default): a folder on this machine,
 * `api/storage` unless DRIVE_FS_ROOT says otherwise; files are served by the API under /uploads.
 * `s3`: any S3-compatible object store (AWS, MinIO, R2, Spaces) named by the S3_* variables; needs
 * the `@aws-sdk/client-s3` package. Either way a stored file's key is its path, `uploads/…`.
 */
const disk = env.get('DRIVE_DISK') ?? 'fs'

function fsRoot(): string {
  const configured = env.get('DRIVE_FS_ROOT')
  if (!configured) return app.makePath('storage')
  return isAbsolute(configured) ? configured : app.makePath(configured)
}

/** The S3 disk; declared only when chosen, so the SDK is loaded only by deployments that use it. */
function s3Disk() {
  const accessKeyId = env.get('S3_ACCESS_KEY_ID')
  const secretAccessKey = env.get('S3_SECRET_ACCESS_KEY')
  return services.s3({
    bucket: env.get('S3_BUCKET') ?? '',
    region: env.get('S3_REGION') ?? 'us-east-1',
    endpoint: env.get('S3_ENDPOINT'),
    forcePathStyle: env.get('S3_FORCE_PATH_STYLE') ?? false,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    supportsACL: env.get('S3_SUPPORTS_ACL') ?? false,
    visibility: 'public',
  })
}

/**
 * The host in front of every stored path in API responses (spec "events" §3 "Image paths"): the
 * app's own URL by default (it serves the `fs` disk), a CDN or the bucket's public URL otherwise.
 */
export const assetHost = env.get('ASSET_HOST') ?? appUrl

const driveConfig = defineConfig({
  default: disk,
  services: {
    fs: services.fs({ location: fsRoot(), serveFiles: false, visibility: 'public' }),
    ...(disk === 's3' ? { s3: s3Disk() } : {}),
  },
  // One folder per process, so suites running side by side never clear each other's fakes.
  fakes: { location: app.tmpPath('drive-fakes', String(process.pid)) },
})

export default driveConfig
