import { RULESET_CATALOGUE, isRuleSetId, type RuleSetEntry, type RuleSetId } from "../rulesets/catalogue";

/** A new world runs the first rule set that was playable. */
export const DEFAULT_RULESET: RuleSetId = "d100-fate";

type Settings = foundry.helpers.ClientSettings;
type Notifications = foundry.applications.ui.Notifications;

export function registerSettings(settings: Settings): void {
  settings.register("turnwright", "ruleset", {
    name: "TURNWRIGHT.Setting.RuleSet.Name",
    hint: "TURNWRIGHT.Setting.RuleSet.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: ruleSetChoices(),
    default: DEFAULT_RULESET,
    // Document types, sheets and the tracker are chosen at init, so a change needs a reload.
    requiresReload: true,
  });
}

/** Every rule set of the catalogue, labelled by its localisation key. */
export function ruleSetChoices(): Partial<Record<RuleSetId, string>> {
  const choices: Partial<Record<RuleSetId, string>> = {};
  for (const entry of RULESET_CATALOGUE) choices[entry.id] = ruleSetLabel(entry.id);
  return choices;
}

export function ruleSetLabel(id: RuleSetId): string {
  return `TURNWRIGHT.RuleSet.${id}`;
}

/**
 * The world's rule set. The stored value is checked again because a world last saved by a
 * newer Turnwright may name a rule set this version does not know.
 */
export function activeRuleSet(settings: Settings): RuleSetId {
  const stored: string = settings.get("turnwright", "ruleset");
  return isRuleSetId(stored) ? stored : DEFAULT_RULESET;
}

export function ruleSetEntry(id: RuleSetId): RuleSetEntry | undefined {
  return RULESET_CATALOGUE.find((entry) => entry.id === id);
}

/** Tells the GM, and only the GM, that the chosen rule set cannot run a fight yet. */
export function warnIfRuleSetUnplayable(game: ReadyGame, notifications: Notifications): void {
  if (!game.user.isGM) return;
  const id = game.turnwright.ruleset;
  if (ruleSetEntry(id)?.playable === true) return;
  const ruleset = game.i18n.localize(ruleSetLabel(id));
  notifications.warn(game.i18n.format("TURNWRIGHT.Notification.RuleSetNotPlayable", { ruleset }), { permanent: true });
}
