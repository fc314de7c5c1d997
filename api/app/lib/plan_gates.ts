import { canUse, type Feature } from '@tessera/shared/domain/access/plans'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import type { PlanGateResult } from '@tessera/shared/domain/events/plan-gates'
import ApiError from '#exceptions/api_error'
import type User from '#models/user'

/**
 * What an action declares about plans (docs/STYLE.md "Plan gates"), at the head of its class:
 * - `feature`: the organizer's plan must have it, else 403 `plan_required`; with `fields`, only
 *   when one of those attributes is sent (the error points at the first one sent);
 * - `attributes`: a rule of `shared/src/domain/events/plan-gates.ts` that drops some attributes
 *   and refuses others (403 with a pointer to each field).
 */
export type PlanDeclaration<T extends object> = {
  feature?: Feature
  fields?: readonly (keyof T & string)[]
  attributes?: (role: RoleName, attributes: T) => PlanGateResult<T>
}

/**
 * A declared plan gate. `enforce` is given the organizer whose plan counts (the caller, or the
 * owner of the record a super user writes) once the action has found them, and answers the
 * attributes the plan allows.
 */
export class PlanGate<T extends object> {
  constructor(readonly declaration: PlanDeclaration<T>) {}

  enforce(organizer: User, attributes: T = {} as T): T {
    const { feature, fields, attributes: gate } = this.declaration
    if (feature && !canUse(organizer.roleName, feature)) {
      if (!fields) throw ApiError.forbidden('plan_required')
      const asked = fields.find((field) => attributes[field] !== undefined)
      if (asked) throw new ApiError(403, { code: 'plan_required', field: asked })
    }
    if (!gate) return attributes
    const result = gate(organizer.roleName, attributes)
    if (result.refused.length) {
      throw new ApiError(
        403,
        result.refused.map((issue) => ({ code: issue.code, field: issue.field })),
      )
    }
    return result.attributes
  }
}

/** Declares an action's plan gate: `static readonly plan = planGate({ … })`. */
export function planGate<T extends object = Record<string, unknown>>(
  declaration: PlanDeclaration<T>,
): PlanGate<T> {
  return new PlanGate(declaration)
}
