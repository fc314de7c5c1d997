import { containsPattern } from '#lib/list_filters'

/**
 * The `and …` conditions of a list's statement, built from its filters: each clause with its `?`
 * bindings, in the order they appear in the text. `joins` names the tables a clause needs joined.
 */
export class SqlWhere {
  readonly clauses: string[] = []
  readonly bindings: unknown[] = []
  readonly joins = new Set<string>()

  add(clause: string, bindings: unknown[] = [], join?: string): this {
    this.clauses.push(`(${clause})`)
    this.bindings.push(...bindings)
    if (join) this.joins.add(join)
    return this
  }

  /**
   * A search: any of `columns` containing `text` (any case, wildcards literal) or `exact` equal
   * to it (a booking number).
   */
  search(columns: string[], exact: string, text: string, join?: string): this {
    const pattern = containsPattern(text.trim())
    const contains = columns.map((column) => `lower(${column}) like ? escape '\\'`)
    return this.add(
      [...contains, `${exact} = ?`].join(' or '),
      [...columns.map(() => pattern), text.trim()],
      join,
    )
  }

  /** ` and (…) and (…)`, or nothing. */
  get sql(): string {
    return this.clauses.map((clause) => ` and ${clause}`).join('')
  }

  /** The clauses as one condition (`1 = 1` when there are none). */
  get condition(): string {
    return this.clauses.length ? this.clauses.join(' and ') : '1 = 1'
  }
}

/** `?, ?, ?` for `values`. */
export const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ')
