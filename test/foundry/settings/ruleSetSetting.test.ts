import { describe, expect, it } from "vitest";
import { REGISTERED } from "../../../src/rulesets/registry";
import { activeRuleSet, registerSettings, ruleSetChoices, warnIfRuleSetUnknown } from "../../../src/foundry/settings";
import { KNOWN_WORDS } from "../../support/words";

type Register = foundry.helpers.ClientSettings["register"];

/** The world setting as `registerSettings` hands it to `game.settings.register`. */
function registered(): { namespace: string; key: string; config: unknown } {
  const calls: { namespace: string; key: string; config: unknown }[] = [];
  const register: Register = (namespace, key, config) => {
    calls.push({ namespace, key, config });
  };
  registerSettings({ register });
  const [call] = calls;
  if (call === undefined || calls.length !== 1) throw new Error(`expected one setting, got ${calls.length}`);
  return call;
}

describe("the world's rule set setting", () => {
  it("offers every registered rule set, in registration order, each labelled in lang/en.json", () => {
    const choices = ruleSetChoices();
    expect(Object.keys(choices)).toEqual(REGISTERED.map(({ id }) => id));
    for (const label of Object.values(choices)) expect(KNOWN_WORDS.has(label), label).toBe(true);
  });

  it("is a world setting whose default is the first registered rule set, and a change reloads", () => {
    const { namespace, key, config } = registered();
    expect({ namespace, key }).toEqual({ namespace: "turnwright", key: "ruleset" });
    expect(config).toMatchObject({ scope: "world", config: true, default: REGISTERED[0].id, choices: ruleSetChoices(), requiresReload: true });
  });
});

describe("a world whose setting names a rule set this version does not have", () => {
  const game = (isGM: boolean, ruleset: string) => ({
    user: { isGM },
    turnwright: { ruleset },
    i18n: { format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}` },
  });

  function warnings(isGM: boolean, ruleset: string): string[] {
    const seen: string[] = [];
    warnIfRuleSetUnknown(game(isGM, ruleset), { warn: (message, options) => seen.push(`${message} permanent=${String(options.permanent)}`) });
    return seen;
  }

  it("runs no rule set", () => {
    expect(activeRuleSet("d6-pool-from-a-newer-version")).toBeUndefined();
    for (const { id } of REGISTERED) expect(activeRuleSet(id)?.id).toBe(id);
  });

  it("tells the GM, once and until dismissed, naming the stored id", () => {
    expect(warnings(true, "coming-soon")).toEqual(['TURNWRIGHT.Notification.RuleSetUnknown {"ruleset":"coming-soon"} permanent=true']);
    expect(KNOWN_WORDS.has("TURNWRIGHT.Notification.RuleSetUnknown")).toBe(true);
  });

  it("tells a player nothing, and nobody anything when the rule set is known", () => {
    expect(warnings(false, "coming-soon")).toEqual([]);
    for (const { id } of REGISTERED) expect(warnings(true, id)).toEqual([]);
  });
});
