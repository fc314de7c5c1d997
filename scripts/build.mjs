#!/usr/bin/env node
// Builds whatever is missing or out of date (`--force`: everything): shared, the five front ends,
// the API. `npm start` and `npm test` call the same steps.
import { buildAll } from './lib/build-parts.mjs'
import { elapsed } from './lib/tasks.mjs'

try {
  await buildAll({ force: process.argv.includes('--force') })
  console.log(`\nBuilt in ${elapsed()}.`)
} catch (error) {
  console.error(`\n✘ ${error.message}`)
  process.exitCode = 1
}
