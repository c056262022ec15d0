import type { EventWords } from "../engine/EventWords";
import type { BoundRuleSet } from "../engine/fight/BoundRuleSet";
import type { FightingRuleSet } from "../engine/fight/FightingRuleSet";
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
 * - `runtime`: the headless fight's rules bound for reading and checking scenarios, with the
 *   fields its scenarios add to a combatant; bound without the fight loop, which the table never
 *   runs (`registry.ts` joins each to its `headless.ts`, which fights: `withFights`).
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

/**
 * A rule set as the registry holds it, for the CLI, the Odds workers and the tests: its runtime
 * is its `headless.ts`, the one that fights.
 */
export interface RegisteredRuleSet extends RuleSet {
  readonly runtime: FightingRuleSet;
}

/** `ruleset` whose runtime is `headless`, its own headless fight: a registry line that joins two rule sets is refused. */
export function withFights(ruleset: RuleSet, headless: FightingRuleSet): RegisteredRuleSet {
  if (headless.id !== ruleset.id) throw new Error(`${ruleset.id}'s registry line joins ${headless.id}'s headless fight`);
  return { ...ruleset, runtime: headless };
}
