import { DEFAULT_RULESET, REGISTERED, ruleSetById } from "../rulesets/registry";
import type { RuleSet } from "../rulesets/RuleSet";
import { fieldTree } from "../engine/schema/FieldTree";

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

/** One option of a rule set a GM chooses from a list: its name, the values and the one a new world has. */
export interface RuleSetChoice {
  readonly name: string;
  readonly values: readonly string[];
  readonly initial: string;
}

/** The options of a rule set's options schema that are a choice among words; the only kind a world option takes. */
export function ruleSetChoicesOf(ruleset: RuleSet): readonly RuleSetChoice[] {
  const tree = fieldTree(ruleset.runtime.optionsSchema, "options");
  if (tree.kind !== "object") return [];
  const found: RuleSetChoice[] = [];
  for (const [name, node] of Object.entries(tree.fields)) {
    if (node.kind === "string" && node.choices !== undefined && node.choices.length > 0) found.push({ name, values: node.choices, initial: node.initial ?? node.choices[0] ?? "" });
  }
  return found;
}

const optionKey = (ruleset: RuleSet, choice: RuleSetChoice): `option.${string}` => `option.${ruleset.id}.${choice.name}`;

/**
 * Every registered rule set's options as world settings, `option.<rule set>.<name>`, shown in
 * the settings only for the world's own rule set. The rules read them once, at init, so a change
 * reloads the world as the rule set's own setting does.
 */
export function registerRuleSetOptions(settings: Pick<Settings, "register">, activeId: string): void {
  for (const ruleset of REGISTERED) {
    for (const choice of ruleSetChoicesOf(ruleset)) {
      const key = `TURNWRIGHT.Option.${ruleset.id}.${choice.name}`;
      settings.register("turnwright", optionKey(ruleset, choice), {
        name: `${key}.Name`,
        hint: `${key}.Hint`,
        scope: "world",
        config: ruleset.id === activeId,
        type: String,
        choices: Object.fromEntries(choice.values.map((value) => [value, `${key}.${value}`])),
        default: choice.initial,
        requiresReload: true,
      });
    }
  }
}

/** The rule set's options as the world set them (`read` answers a stored option), a value no longer offered read as the default. */
export function ruleSetOptions(read: (key: `option.${string}`) => unknown, ruleset: RuleSet): Record<string, string> {
  const options: Record<string, string> = {};
  for (const choice of ruleSetChoicesOf(ruleset)) {
    const stored = read(optionKey(ruleset, choice));
    options[choice.name] = typeof stored === "string" && choice.values.includes(stored) ? stored : choice.initial;
  }
  return options;
}
