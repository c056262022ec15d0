import type { DocumentRules } from "../../engine/play/DocumentRules";

type Tokens = DocumentRules["tokens"];

/** What a new actor's prototype token starts with, where the creating data does not say. */
export interface PrototypeTokenDefaults {
  readonly bar1?: string;
  readonly bar2?: string;
  /** A player character's token stands for the actor itself: its wounds are the actor's. */
  readonly actorLink?: boolean;
}

/**
 * The prototype token of a new actor of a rule set: its primary and secondary attributes as the
 * two bars (system.json can name only one pair for the whole system, and each rule set has its
 * own), and linked to the actor when the rule set says it is a player character. Whatever the
 * creating data names (a compendium entry, a module) stays as it is.
 */
export function prototypeTokenDefaults(data: unknown, rules: Pick<DocumentRules, "tokens" | "playerCharacter">): PrototypeTokenDefaults {
  const system: unknown = typeof data === "object" && data !== null ? Reflect.get(data, "system") : undefined;
  return {
    ...(names(data, "bar1.attribute") ? {} : { bar1: rules.tokens.primary }),
    ...(names(data, "bar2.attribute") ? {} : { bar2: rules.tokens.secondary }),
    ...(names(data, "actorLink") || !rules.playerCharacter(system) ? {} : { actorLink: true }),
  };
}

/** Whether creating data names a prototype token's field, nested (`{prototypeToken: {bar1: {attribute}}}`) or dotted. */
function names(data: unknown, path: string): boolean {
  if (typeof data !== "object" || data === null) return false;
  if (Reflect.get(data, `prototypeToken.${path}`) !== undefined) return true;
  let at: unknown = Reflect.get(data, "prototypeToken");
  const keys = path.split(".");
  for (let index = 0; index < keys.length; index++) {
    if (typeof at !== "object" || at === null) return false;
    if (Reflect.get(at, keys.slice(index).join(".")) !== undefined) return true;
    at = Reflect.get(at, keys[index] ?? "");
  }
  return at !== undefined;
}

/**
 * An update that makes an actor a player character, and does not itself say whether its token is
 * linked: the token is linked from then on, as a new player character's is.
 */
export function becomesPlayerCharacter(before: unknown, changed: unknown, rules: Pick<DocumentRules, "playerCharacter">): boolean {
  const system: unknown = typeof changed === "object" && changed !== null ? Reflect.get(changed, "system") : undefined;
  if (system === undefined || rules.playerCharacter(before) || names(changed, "actorLink")) return false;
  return rules.playerCharacter(merged(before, system));
}

/** `changes` laid over `before`, object by object, as an update lays them. */
function merged(before: unknown, changes: unknown): unknown {
  if (!isRecord(before) || !isRecord(changes)) return changes;
  const result: Record<string, unknown> = { ...before };
  for (const [key, value] of Object.entries(changes)) result[key] = merged(before[key], value);
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `CONFIG.Actor.trackableAttributes` for a rule set's actor type: what a token may show as a bar or a value. */
export function trackableAttributes(actorType: string, tokens: Tokens): Record<string, { bar: string[]; value: string[] }> {
  return { [actorType]: { bar: [...tokens.bars], value: [...tokens.values] } };
}
