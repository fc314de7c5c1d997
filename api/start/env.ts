/*
| Environment variables, validated at boot. Every variable is documented in the README.
*/
import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.string(),
  APP_URL: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.string.optional(),
  TRUSTED_PROXIES: Env.schema.string.optional(),
  DEMO_MODE: Env.schema.boolean.optional(),

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  SQLITE_PATH: Env.schema.string.optional(),
  PG_HOST: Env.schema.string.optional(),
  PG_PORT: Env.schema.number.optional(),
  PG_USER: Env.schema.string.optional(),
  PG_PASSWORD: Env.schema.string.optional(),
  PG_DB_NAME: Env.schema.string.optional(),

  LIMITER_STORE: Env.schema.enum.optional(['memory', 'database'] as const),
  ORDER_RATE_LIMIT: Env.schema.number.optional(),
  BOOKING_READ_RATE_LIMIT: Env.schema.number.optional(),
  ORDER_HOLD_MINUTES: Env.schema.number.optional(),
  HOLD_SWEEPER: Env.schema.boolean.optional(),
  ORDER_WRITER_THREAD: Env.schema.boolean.optional(),

  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USER: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  MAIL_FROM: Env.schema.string.optional(),
  MAIL_WORKER: Env.schema.boolean.optional(),
  MAIL_LEASE_SECONDS: Env.schema.number.optional(),
  MAIL_DIR: Env.schema.string.optional(),

  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  DRIVE_FS_ROOT: Env.schema.string.optional(),
  ASSET_HOST: Env.schema.string.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  S3_SUPPORTS_ACL: Env.schema.boolean.optional(),

  STRIPE_WEBHOOK_SECRET: Env.schema.string.optional(),
  STRIPE_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  PAYMENT_OPENER_ORIGINS: Env.schema.string.optional(),

  MAPS_TILE_URL: Env.schema.string.optional(),
  MAPS_TILE_ATTRIBUTION: Env.schema.string.optional(),
  MAPS_GEOCODER_URL: Env.schema.string.optional({ format: 'url', tld: false }),

  MFE_MANAGE_URL: Env.schema.string.optional(),
  MFE_PUBLIC_EVENT_URL: Env.schema.string.optional(),
  MFE_SCANNER_URL: Env.schema.string.optional(),
  FRONTEND_ROOT: Env.schema.string.optional(),
})
