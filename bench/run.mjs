#!/usr/bin/env node
// Runs benchmarks and writes each one's result to bench/results/<name>.json, printing a summary.
// `npm run bench` runs them all; `npm run bench -- startup` runs the named ones. Never part of
// `npm test`: the machines are shared and noisy, so results are medians with a baseline beside them.
import { mkdir, writeFile } from 'node:fs/promises'

const benches = {
  startup: () => import('./benches/startup.mjs'),
  'api-latency': () => import('./benches/api-latency.mjs'),
  'public-event': () => import('./benches/public-event.mjs'),
  'public-listing': () => import('./benches/public-listing.mjs'),
  orders: () => import('./benches/orders.mjs'),
  weight: () => import('./benches/weight.mjs'),
  lighthouse: () => import('./benches/lighthouse.mjs'),
  'lighthouse-listing': () => import('./benches/lighthouse-listing.mjs'),
  widget: () => import('./benches/widget.mjs'),
  'guest-list': () => import('./benches/guest-list.mjs'),
  'check-in': () => import('./benches/check-in.mjs'),
  'scanner-offline': () => import('./benches/scanner-offline.mjs'),
}

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !(name in benches))
if (unknown.length) {
  console.error(
    `unknown benchmark: ${unknown.join(', ')} (known: ${Object.keys(benches).join(', ')})`,
  )
  process.exit(2)
}

await mkdir(new URL('./results/', import.meta.url), { recursive: true })
let failed = false
for (const name of wanted.length ? wanted : Object.keys(benches)) {
  console.log(`\n▶ ${name}`)
  const { run } = await benches[name]()
  const result = {
    name,
    measuredAt: new Date().toISOString(),
    node: process.version,
    ...(await run()),
  }
  await writeFile(
    new URL(`./results/${name}.json`, import.meta.url),
    JSON.stringify(result, null, 2) + '\n',
  )
  for (const check of result.budgets ?? []) {
    console.log(
      `  ${check.pass ? '✔' : '✘'} ${check.what}: ${check.value} ${check.unit} (budget ${check.budget} ${check.unit})`,
    )
    failed ||= !check.pass
  }
}
process.exitCode = failed ? 1 : 0
