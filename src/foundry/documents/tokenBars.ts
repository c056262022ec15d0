import type { DocumentRules } from "../../engine/play/DocumentRules";

type Tokens = DocumentRules["tokens"];

/**
 * What a new actor's prototype token shows as its two bars: the rule set's primary and
 * secondary attributes, unless the creating data names its own. system.json can name only one
 * pair for the whole system, and each rule set has its own.
 */
export function tokenBarDefaults(data: unknown, tokens: Tokens): { readonly bar1?: string; readonly bar2?: string } {
  return {
    ...(namesBar(data, "bar1") ? {} : { bar1: tokens.primary }),
    ...(namesBar(data, "bar2") ? {} : { bar2: tokens.secondary }),
  };
}

function namesBar(data: unknown, bar: "bar1" | "bar2"): boolean {
  if (typeof data !== "object" || data === null) return false;
  if (Reflect.get(data, `prototypeToken.${bar}.attribute`) !== undefined) return true;
  const token: unknown = Reflect.get(data, "prototypeToken");
  if (typeof token !== "object" || token === null) return false;
  if (Reflect.get(token, `${bar}.attribute`) !== undefined) return true;
  const barData: unknown = Reflect.get(token, bar);
  return typeof barData === "object" && barData !== null && Reflect.get(barData, "attribute") !== undefined;
}

/** `CONFIG.Actor.trackableAttributes` for the rule set's actor type: what a token may show as a bar or a value. */
export function trackableAttributes(actorType: string, tokens: Tokens): Record<string, { bar: string[]; value: string[] }> {
  return { [actorType]: { bar: [...tokens.bars], value: [...tokens.values] } };
}
