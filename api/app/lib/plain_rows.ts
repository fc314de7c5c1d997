import type { LucidModel, LucidRow, ModelAttributes } from '@adonisjs/lucid/types/model'
import type { Row } from '#lib/direct_reads'

/** A model's columns as plain data: what a serializer reads, from a model or from `plainRows`. */
export type Columns<M extends LucidRow> = ModelAttributes<M>

type ColumnReader = { attribute: string; column: string; consume?: (value: unknown) => unknown }

const readers = new WeakMap<LucidModel, ColumnReader[]>()

function readersOf(Model: LucidModel): ColumnReader[] {
  const known = readers.get(Model)
  if (known) return known
  // Lucid's own `consume` functions name the model in their errors; one instance serves them all.
  const sample = new Model()
  const list = [...Model.$columnsDefinitions].map(([attribute, { columnName, consume }]) => ({
    attribute,
    column: columnName,
    consume: consume && ((value: unknown) => consume(value, attribute, sample)),
  }))
  readers.set(Model, list)
  return list
}

/**
 * Rows as plain objects of `Model`'s attributes, each value through its column's own `consume`
 * (booleans, JSON, UTC date-times) as Lucid hydrates a model, without building model instances
 * (their proxies, originals and dirty tracking cost more than the query on a hot read).
 */
export function plainRows<M extends LucidModel>(Model: M, rows: Row[]): Columns<InstanceType<M>>[] {
  const list = readersOf(Model)
  return rows.map((row) => {
    const plain: Row = {}
    for (const { attribute, column, consume } of list)
      plain[attribute] = consume ? consume(row[column]) : row[column]
    return plain as Columns<InstanceType<M>>
  })
}
