import type { EventWords } from "../engine/EventWords";
import type { BoundRuleSet } from "../engine/fight/BoundRuleSet";
import type { GalleryPage } from "../engine/play/GalleryPage";
import type { RuleSetModule } from "../engine/play/RuleSetModule";
import type { RuleSetDeclaration } from "./RuleSetDeclaration";

/**
 * One rule set, whole, as its folder exports it. Everything that lists rule sets reads these:
 * the world setting and its default, `game.turnwright.rulesets`, system.json's document types,
 * the CLI, the gallery's pages and the tests that walk every rule set.
 *
 * It begins with its declaration (id, name, documents, a new scene's grid, world options), the
 * part a Foundry world loads for every rule set at `init` (see `declared.ts`); the rest arrives
 * as a chunk of its own, for the world's rule set only.
 *
 * - `runtime`: the headless fight, with the fields its scenarios add to a combatant.
 * - `play`: the table, with the document types and schemas it declares (`play.documents`).
 * - `gallery`: its page of the gallery, and the opening cards shown there.
 * - `eventWords`: the lang keys of every id its log events carry (actions and their kinds, hit
 *   locations, conditions, roll purposes, resources and their uses, results, attributes), for
 *   the CLI's log (the same words its sheets and cards show).
 */
export interface RuleSet extends RuleSetDeclaration {
  readonly runtime: BoundRuleSet;
  readonly play: RuleSetModule;
  readonly gallery: GalleryPage;
  readonly eventWords: EventWords;
}
