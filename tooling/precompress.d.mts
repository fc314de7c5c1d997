import type { Plugin } from 'vite'

/** Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of a production build. */
export function precompress(): Plugin
