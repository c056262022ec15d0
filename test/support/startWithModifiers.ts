import { basename } from "node:path";
import type { ActorSnapshot } from "../../src/engine/play/ActorSnapshot";
import type { CardTransition } from "../../src/engine/play/CardRules";
import type { RuleSetModule } from "../../src/engine/play/RuleSetModule";
import { checkModifiers, type ModifierChoice } from "../../src/engine/play/RollModifiers";
import type { Outcome } from "../../src/engine/Refusal";
import { ruleSetById } from "../../src/rulesets/registry";
import { packActorFrom } from "./packActors";
import { packFilePaths } from "./packSources";

/** The registered rule set's module, as a world of it plays it. */
export function moduleOf(id: string): RuleSetModule {
  const ruleset = ruleSetById(id);
  if (ruleset === undefined) throw new Error(`No rule set ${id}`);
  return ruleset.play;
}

/** A compendium actor of the rule set, by its file name. */
export function actorOf(id: string, file: string, ref = `Actor.${file}`): ActorSnapshot {
  if (!packFilePaths(`${id}-actors`).some((path) => basename(path, ".json") === file)) throw new Error(`${id}-actors has no ${file}`);
  return packActorFrom(`${id}-actors`, file, ref);
}

/** A sheet button's start, with the modifiers chosen in the dialog checked as the GM's game checks them. */
export function startWith(
  module: RuleSetModule,
  actor: ActorSnapshot,
  action: string,
  data: Readonly<Record<string, string>>,
  targets: readonly ActorSnapshot[],
  choice?: ModifierChoice,
): Outcome<CardTransition> {
  const modifiers = checkModifiers(module.cards.modifiers, action, choice);
  if (!modifiers.ok) return modifiers;
  return module.cards.start.resolve({ actor, action, data, targets, modifiers: modifiers.value }, []);
}

/** The transition, or the test fails with the refusal's words. */
export function started(outcome: Outcome<CardTransition>): CardTransition {
  if (!outcome.ok) throw new Error(`${outcome.refusal.code}: ${outcome.refusal.message}`);
  return outcome.value;
}
