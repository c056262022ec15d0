import { DEFAULT_RULESET, REGISTERED, ruleSetById } from "../rulesets/registry";
import type { RuleSet } from "../rulesets/RuleSet";

type Settings = foundry.helpers.ClientSettings;

export function registerSettings(settings: Pick<Settings, "register">): void {
  settings.register("turnwright", "ruleset", {
    name: "TURNWRIGHT.Setting.RuleSet.Name",
    hint: "TURNWRIGHT.Setting.RuleSet.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: ruleSetChoices(),
    default: DEFAULT_RULESET.id,
    // Document types, sheets and the tracker are chosen at init, so a change needs a reload.
    requiresReload: true,
  });
}

/** Every registered rule set, labelled by its localisation key. */
export function ruleSetChoices(): Record<string, string> {
  return Object.fromEntries(REGISTERED.map((ruleset) => [ruleset.id, ruleSetLabel(ruleset.id)]));
}

export function ruleSetLabel(id: string): string {
  return `TURNWRIGHT.RuleSet.${id}`;
}

/** The id the world's setting names: checked later, since it may name a rule set this version does not have. */
export function storedRuleSet(settings: Settings): string {
  return settings.get("turnwright", "ruleset");
}

/**
 * The world's rule set, or undefined when its setting names one this version does not have (a
 * world last saved by a newer Turnwright, or by one that listed rule sets still to come). Then
 * nothing of any rule set runs and nothing is changed, until a GM chooses one.
 */
export function activeRuleSet(id: string): RuleSet | undefined {
  return ruleSetById(id);
}

/** What the warning reads of the game: the part of `ReadyGame` it needs, so a test can hand it exactly that. */
interface WorldAtReady {
  readonly user: { readonly isGM: boolean };
  readonly turnwright: { readonly ruleset: string };
  readonly i18n: { format(key: string, data: Record<string, string>): string };
}

/** Tells the GM, and only the GM, that the world's rule set is not one this version can play. */
export function warnIfRuleSetUnknown(game: WorldAtReady, notifications: { warn(message: string, options: { permanent: boolean }): unknown }): void {
  if (!game.user.isGM || activeRuleSet(game.turnwright.ruleset) !== undefined) return;
  notifications.warn(game.i18n.format("TURNWRIGHT.Notification.RuleSetUnknown", { ruleset: game.turnwright.ruleset }), { permanent: true });
}
