import type { TSchema } from "@sinclair/typebox";
import type { DocumentRules } from "../engine/play/DocumentRules";
import type { SceneGrid } from "../engine/play/MapRules";

/**
 * What a world must know of a rule set before its documents exist, and before the rest of the
 * rule set has arrived: Foundry builds actors and items with their data models, and a new scene
 * with its grid, while the system's `init` is still the only code that has run. So this part is
 * small and loaded with the system for every rule set; the fight, cards and sheets come after.
 *
 * - `documents`: the subtypes, their schemas and derived values (the data models read them).
 * - `sceneGrid`: how a new scene of a world under the rule set is laid out.
 * - `optionsSchema`: the world options, each a setting declared at `init`.
 * - `initiativeFormula`: what core rolls for initiative, set at `init` too, since a tracker drawn
 *   while the world loads may roll before the rest has arrived.
 */
export interface RuleSetDeclaration {
  /** The world setting's value and the prefix of its document types: `d100-fate`. */
  readonly id: string;
  /** In English, for the CLI and the API; Foundry shows `TURNWRIGHT.RuleSet.<id>` from the rule set's lang strings. */
  readonly name: string;
  readonly documents: DocumentRules;
  readonly sceneGrid: SceneGrid;
  readonly optionsSchema: TSchema;
  /**
   * The score as a dice formula over the actor's stored data and `derived` values (`@agility`,
   * `@derived.agilityBonus`), for whoever rolls initiative the generic way (Foundry's
   * `CONFIG.Combat.initiative`): its total is what the combat rules' `initiative` scores without
   * luck, its tiebreak aside.
   */
  readonly initiativeFormula: string;
}
