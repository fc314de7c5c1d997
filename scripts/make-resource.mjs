#!/usr/bin/env node
// Writes the whole slice of a new owner-scoped resource, as the tags slice has it (docs/STYLE.md
// "Adding a resource"): migration, model, factory, shared schema, actions, list and reads,
// serializer, controller, route, API tests, the management screens with their tests, the route
// table entries and titles, the screen map and the nav item. Edited files get their lines at a
// `make:resource:` anchor comment. Refuses, changing nothing, when any part already exists.
//
//   node scripts/make-resource.mjs <singular> [--plural <plural>] [--root <dir>]
//
// Greek: the catalogs are not written here. `npm run i18n:extract` adds the new messages with an
// empty Greek translation and `node scripts/i18n-check.mjs` fails until they are translated.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as api from './make-resource/api-templates.mjs'
import { apiSpec } from './make-resource/api-test-template.mjs'
import * as manage from './make-resource/manage-templates.mjs'
import * as screenTests from './make-resource/manage-test-templates.mjs'
import { resourceNames } from './make-resource/names.mjs'

const MIGRATIONS = 'api/database/migrations'

/** The files a resource is made of, relative to the repository root, with their templates. */
export function recipe(n, migrationNumber) {
  const feature = `mfe-manage/src/features/${n.kebabs}`
  return {
    [`${MIGRATIONS}/${migrationNumber}_create_${n.snakes}_table.ts`]: api.migration,
    [`api/app/models/${n.snake}.ts`]: api.model,
    [`api/database/factories/${n.snake}_factory.ts`]: api.factory,
    [`shared/src/schemas/${n.kebab}.ts`]: api.schema,
    [`api/app/services/${n.snakes}/create_${n.snake}.ts`]: api.createAction,
    [`api/app/services/${n.snakes}/update_${n.snake}.ts`]: api.updateAction,
    [`api/app/services/${n.snakes}/delete_${n.snake}.ts`]: api.deleteAction,
    [`api/app/services/${n.snakes}/${n.snake}_list.ts`]: api.listSpec,
    [`api/app/services/${n.snakes}/${n.snake}_queries.ts`]: api.queries,
    [`api/app/serializers/${n.snake}_serializer.ts`]: api.serializer,
    [`api/app/controllers/${n.snakes}_controller.ts`]: api.controller,
    [`api/tests/functional/${n.snakes}/${n.snakes}.spec.ts`]: apiSpec,
    [`${feature}/api/get-${n.kebabs}.ts`]: manage.getList,
    [`${feature}/api/get-${n.kebab}.ts`]: manage.getOne,
    [`${feature}/api/save-${n.kebab}.ts`]: manage.save,
    [`${feature}/api/delete-${n.kebab}.ts`]: manage.remove,
    [`${feature}/components/${n.kebabs}-list-screen.tsx`]: manage.listScreen,
    [`${feature}/components/${n.kebabs}-list-screen.test.tsx`]: screenTests.listTest,
    [`${feature}/components/${n.kebab}-form-screen.tsx`]: manage.formScreen,
    [`${feature}/components/${n.kebab}-form-screen.test.tsx`]: screenTests.formTest,
  }
}

/** The lines each edited file gets at its anchor (a line containing `make:resource: <name>`). */
export function insertions(n, text) {
  const feature = `../features/${n.kebabs}/components`
  const planned = new RegExp(`^(\\s*)${n.list}: planned\\((manage\\(.*\\))\\),$`, 'm')
  return {
    'api/start/routes.ts': {
      controllers: [
        `const ${n.Pascals}Controller = () => import('#controllers/${n.snakes}_controller')`,
      ],
      routes: [
        `    router.resource('${n.type}', ${n.Pascals}Controller).apiOnly().use('*', middleware.auth())`,
      ],
    },
    'shared/src/routing/routes.ts': {
      // A planned list route (speakers, sponsors) becomes served where it is declared
      replace: planned.test(text['shared/src/routing/routes.ts'])
        ? [planned, `$1${n.list}: $2,`]
        : null,
      routes: [
        ...(planned.test(text['shared/src/routing/routes.ts'])
          ? []
          : [`  ${n.list}: manage('/manage/${n.kebabs}/list-${n.kebabs}'),`]),
        `  ${n.add}: manage('/manage/${n.kebabs}/add-${n.kebab}'),`,
        `  ${n.edit}: manage('/manage/${n.kebabs}/edit-${n.kebab}/:id'),`,
      ],
    },
    'shared/src/routing/route-titles.ts': {
      titles: [
        ...(text['shared/src/routing/route-titles.ts'].includes(`  ${n.list}:`)
          ? []
          : [`  ${n.list}: msg\`${n.Labels}\`,`]),
        `  ${n.add}: msg\`Add ${n.label}\`,`,
        `  ${n.edit}: msg\`Edit ${n.label}\`,`,
      ],
    },
    'mfe-manage/src/app/routes.tsx': {
      screens: [
        `  ${n.list}: lazy(() => import('${feature}/${n.kebabs}-list-screen')),`,
        `  ${n.add}: lazy(() => import('${feature}/${n.kebab}-form-screen')),`,
        `  ${n.edit}: lazy(() => import('${feature}/${n.kebab}-form-screen')),`,
      ],
    },
    'shell/src/frame/nav-items.ts': {
      nav: text['shell/src/frame/nav-items.ts'].includes(`route: '${n.list}'`)
        ? []
        : [
            '      {',
            `        route: '${n.list}',`,
            `        label: msg({ message: '${n.Labels}', comment: 'menu' }),`,
            `        icon: 'resources',`,
            '      },',
          ],
    },
  }
}

function nextMigrationNumber(root) {
  const numbers = readdirSync(join(root, MIGRATIONS))
    .map((file) => Number(/^(\d{4})_/.exec(file)?.[1]))
    .filter(Number.isFinite)
  return String(Math.floor(Math.max(0, ...numbers) / 10) * 10 + 10).padStart(4, '0')
}

/** Inserts `lines` above the anchor line of `name` (which stays, for the next resource). */
function atAnchor(text, file, name, lines) {
  const anchor = new RegExp(`^.*make:resource: ${name}\\b.*$`, 'm')
  if (!anchor.test(text)) throw new Error(`${file}: no "make:resource: ${name}" anchor comment`)
  if (!lines.length) return text
  return text.replace(anchor, (line) => `${lines.join('\n')}\n${line}`)
}

/** Writes the resource into `root`; answers the files created and edited. Throws, writing nothing, if any exists. */
export function makeResource(root, singular, plural) {
  const n = resourceNames(singular, plural)
  const files = recipe(n, nextMigrationNumber(root))
  const existing = Object.keys(files).filter((file) => existsSync(join(root, file)))
  const taken = readdirSync(join(root, MIGRATIONS)).find((file) =>
    file.endsWith(`_create_${n.snakes}_table.ts`),
  )
  const edited = Object.keys(insertions(n, new Proxy({}, { get: () => '' })))
  const text = Object.fromEntries(
    edited.map((file) => [file, readFileSync(join(root, file), 'utf8')]),
  )
  if (existing.length || taken || new RegExp(`^\\s*${n.add}:`, 'm').test(text[edited[1]])) {
    throw new Error(
      `the resource "${n.type}" exists already (${[...existing, taken].filter(Boolean).join(', ') || `route ${n.add}`}); nothing was written`,
    )
  }
  const changed = {}
  for (const [file, anchors] of Object.entries(insertions(n, text))) {
    let next = text[file]
    for (const [name, lines] of Object.entries(anchors)) {
      if (name === 'replace') {
        if (lines) next = next.replace(lines[0], lines[1])
      } else next = atAnchor(next, file, name, lines)
    }
    changed[file] = next
  }
  for (const [file, template] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), template(n))
  }
  for (const [file, next] of Object.entries(changed)) writeFileSync(join(root, file), next)
  execFileSync(
    join(root, 'node_modules', '.bin', 'prettier'),
    ['--write', '--log-level', 'warn', ...Object.keys(files), ...edited],
    { cwd: root, stdio: 'inherit' },
  )
  return { created: Object.keys(files), edited }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { plural: { type: 'string' }, root: { type: 'string' } },
  })
  if (positionals.length !== 1) {
    console.error('usage: node scripts/make-resource.mjs <singular> [--plural <plural>]')
    process.exit(2)
  }
  const root = resolve(values.root ?? join(dirname(fileURLToPath(import.meta.url)), '..'))
  try {
    const { created, edited } = makeResource(root, positionals[0], values.plural)
    console.log(`created:\n  ${created.join('\n  ')}\nedited:\n  ${edited.join('\n  ')}`)
    console.log(
      'next: `npm run i18n:extract` and translate the new Greek messages (docs/GREEK.md), then docs/STYLE.md "Adding a resource"',
    )
  } catch (error) {
    console.error(`✘ ${error.message}`)
    process.exit(1)
  }
}
