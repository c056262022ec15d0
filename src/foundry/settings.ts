import { DECLARED, DEFAULT_DECLARED, declaredRuleSet, type DeclaredRuleSet } from "../rulesets/declared";
import type { RuleSetDeclaration } from "../rulesets/RuleSetDeclaration";
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
    default: DEFAULT_DECLARED.id,
    // Document types, sheets and the tracker are chosen at init, so a change needs a reload.
    requiresReload: true,
  });
}

/**
 * The stored tallies of every rule set, `{ [rule set]: { [tally]: value } }`, in one hidden world
 * setting; `changed` runs on every client when the GM's write lands (v13 client/documents/setting.mjs:
 * `Setting#_onCreate` and `#_onUpdate` call the registered `onChange`), so each tracker shows the new count.
 */
export function registerTallies(settings: Pick<Settings, "register">, changed: () => void): void {
  settings.register("turnwright", "tallies", { scope: "world", config: false, type: Object, default: {}, onChange: changed });
}

/** Every registered rule set, labelled by its localisation key. */
export function ruleSetChoices(): Record<string, string> {
  return Object.fromEntries(DECLARED.map((ruleset) => [ruleset.id, ruleSetLabel(ruleset.id)]));
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
export function activeRuleSet(id: string): DeclaredRuleSet | undefined {
  return declaredRuleSet(id);
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

/**
 * One world option of a rule set, by the kind of setting it takes: a choice among words, a whole
 * number within bounds (the GM's pool of action dice), or yes and no.
 */
export type RuleSetOption =
  | { readonly kind: "choice"; readonly name: string; readonly values: readonly string[]; readonly initial: string }
  | { readonly kind: "count"; readonly name: string; readonly min: number; readonly max: number; readonly initial: number }
  | { readonly kind: "toggle"; readonly name: string; readonly initial: boolean };

/** The options of a rule set's options schema a world setting can hold: choices among words, whole numbers with bounds, yes or no. */
export function ruleSetOptionsOf(ruleset: RuleSetDeclaration): readonly RuleSetOption[] {
  const tree = fieldTree(ruleset.optionsSchema, "options");
  if (tree.kind !== "object") return [];
  const found: RuleSetOption[] = [];
  for (const [name, node] of Object.entries(tree.fields)) {
    if (node.kind === "string" && node.choices !== undefined && node.choices.length > 0)
      found.push({ kind: "choice", name, values: node.choices, initial: node.initial ?? node.choices[0] ?? "" });
    if (node.kind === "number" && node.integer && node.min !== undefined && node.max !== undefined)
      found.push({ kind: "count", name, min: node.min, max: node.max, initial: node.initial ?? node.min });
    if (node.kind === "boolean") found.push({ kind: "toggle", name, initial: node.initial });
  }
  return found;
}

/** Where a rule set's option is stored, under `turnwright`: its kind, its rule set, its name. */
export type OptionKey = `option.${string}` | `count.${string}` | `toggle.${string}`;

/** Each kind under a key of its own, so the setting's stored type is known from its key. */
function optionKey(ruleset: RuleSetDeclaration, option: RuleSetOption): OptionKey {
  switch (option.kind) {
    case "choice":
      return `option.${ruleset.id}.${option.name}`;
    case "count":
      return `count.${ruleset.id}.${option.name}`;
    case "toggle":
      return `toggle.${ruleset.id}.${option.name}`;
  }
}

/**
 * Every registered rule set's options as world settings (`option.`, `count.` or `toggle.`, then
 * `<rule set>.<name>`), shown in the settings only for the world's own rule set. The rules read
 * them once, at init, so a change reloads the world as the rule set's own setting does.
 */
export function registerRuleSetOptions(settings: Pick<Settings, "register">, activeId: string): void {
  for (const ruleset of DECLARED) {
    for (const option of ruleSetOptionsOf(ruleset)) {
      const words = `TURNWRIGHT.Option.${ruleset.id}.${option.name}`;
      const common = { name: `${words}.Name`, hint: `${words}.Hint`, scope: "world" as const, config: ruleset.id === activeId, requiresReload: true };
      switch (option.kind) {
        case "choice":
          settings.register("turnwright", `option.${ruleset.id}.${option.name}`, {
            ...common,
            type: String,
            choices: Object.fromEntries(option.values.map((value) => [value, `${words}.${value}`])),
            default: option.initial,
          });
          break;
        case "count":
          // `range` is the register options' own bound for a number (v13 ClientSettings#register,
          // as fvtt-types declares it); what core stores is still read back within bounds below.
          settings.register("turnwright", `count.${ruleset.id}.${option.name}`, {
            ...common,
            type: Number,
            range: { min: option.min, max: option.max, step: 1 },
            default: option.initial,
          });
          break;
        case "toggle":
          settings.register("turnwright", `toggle.${ruleset.id}.${option.name}`, { ...common, type: Boolean, default: option.initial });
          break;
      }
    }
  }
}

/** The stored value of an option if it is one the option allows; its default otherwise. */
function optionValue(option: RuleSetOption, stored: unknown): string | number | boolean {
  switch (option.kind) {
    case "choice":
      return typeof stored === "string" && option.values.includes(stored) ? stored : option.initial;
    case "count":
      return typeof stored === "number" && Number.isInteger(stored) && stored >= option.min && stored <= option.max ? stored : option.initial;
    case "toggle":
      return typeof stored === "boolean" ? stored : option.initial;
  }
}

/** The rule set's options as the world set them (`read` answers a stored option), a value no longer allowed read as the default. */
export function ruleSetOptions(read: (key: OptionKey) => unknown, ruleset: RuleSetDeclaration): Record<string, string | number | boolean> {
  const options: Record<string, string | number | boolean> = {};
  for (const option of ruleSetOptionsOf(ruleset)) options[option.name] = optionValue(option, read(optionKey(ruleset, option)));
  return options;
}
