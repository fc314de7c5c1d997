import { defineConfig } from 'vite'
// @ts-expect-error plain ESM helper without types
import { tesseraApp } from '../tooling/vite-app.mjs'

// `./app` is the single-spa application; `./parcel` the same screens as a parcel for the public
// event page (mounted with `mountParcel`).
export default defineConfig(
  tesseraApp({
    name: 'bookingWidget',
    exposes: { './app': './src/mfe-booking-widget.tsx', './parcel': './src/parcel.ts' },
    port: 5176,
  }),
)
