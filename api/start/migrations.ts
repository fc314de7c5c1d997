/*
| Before a `migration:*` command (and the test suites' migration) reads the migrations a database
| has run: renamed migrations recorded under their new name (`#services/database/renamed_migrations`).
*/
import ace from '@adonisjs/core/services/ace'
import { recordRenamedMigrations } from '#services/database/renamed_migrations'

ace.executing(async (command) => {
  if (!command.commandName.startsWith('migration:')) return
  await recordRenamedMigrations((command as { connection?: string }).connection)
})
