import { describe, expect, it } from "vitest";
import { registerRuleSetOptions, ruleSetOptions, ruleSetOptionsOf } from "../../../src/foundry/settings";
import { REGISTERED, ruleSetById } from "../../../src/rulesets/registry";
import { KNOWN_WORDS } from "../../support/words";

type Register = foundry.helpers.ClientSettings["register"];

/** Every setting `registerRuleSetOptions` hands to `game.settings.register` (v13 ClientSettings#register(namespace, key, data)). */
function registered(activeId: string): { key: string; config: Record<string, unknown> }[] {
  const calls: { key: string; config: Record<string, unknown> }[] = [];
  const register: Register = (namespace, key, config) => {
    expect(namespace).toBe("turnwright");
    calls.push({ key, config: { ...config } });
  };
  registerRuleSetOptions({ register }, activeId);
  return calls;
}

const d6 = ruleSetById("d6-pool");

describe("a rule set's world options", () => {
  it("are a setting for each choice, whole number and yes-or-no an options schema holds, every label in lang/en.json", () => {
    const calls = registered("d6-pool");
    const prefix = { choice: "option", count: "count", toggle: "toggle" } as const;
    const expected = REGISTERED.flatMap((ruleset) => ruleSetOptionsOf(ruleset).map((option) => `${prefix[option.kind]}.${ruleset.id}.${option.name}`));
    expect(calls.map((call) => call.key)).toEqual(expected);
    expect(expected).toEqual(
      expect.arrayContaining([
        "option.d6-pool.complication",
        "count.d20-segments.gmActionDice",
        "toggle.d20-segments.gmSpendsOnBotch",
        "toggle.d20-segments.playersSpendOnBotch",
      ]),
    );
    for (const { config } of calls) {
      for (const label of [config["name"], config["hint"], ...Object.values(Object(config["choices"]))])
        expect(KNOWN_WORDS.has(String(label)), String(label)).toBe(true);
    }
  });

  it("are offered in the settings only for the world's own rule set, and a change reloads", () => {
    const complication = (activeId: string) => registered(activeId).find((call) => call.key === "option.d6-pool.complication")?.config;
    expect(complication("d6-pool")).toMatchObject({ scope: "world", config: true, type: String, default: "remove", requiresReload: true });
    expect(complication("d100-fate")).toMatchObject({ config: false });
  });

  it("keep a whole number within its bounds and yes-or-no as a checkbox", () => {
    const calls = registered("d20-segments");
    expect(calls.find((call) => call.key === "count.d20-segments.gmActionDice")?.config).toMatchObject({
      scope: "world",
      config: true,
      type: Number,
      range: { min: 0, max: 50, step: 1 },
      default: 3,
      requiresReload: true,
    });
    expect(calls.find((call) => call.key === "toggle.d20-segments.gmSpendsOnBotch")?.config).toMatchObject({ type: Boolean, default: true });
    const d20 = ruleSetById("d20-segments");
    if (d20 === undefined) throw new Error("d20-segments is registered");
    const stored: Record<string, unknown> = {
      "count.d20-segments.gmActionDice": 5,
      "toggle.d20-segments.gmSpendsOnBotch": false,
      "toggle.d20-segments.playersSpendOnBotch": "yes",
    };
    expect(ruleSetOptions((key) => stored[key], d20)).toEqual({ gmActionDice: 5, gmSpendsOnBotch: false, playersSpendOnBotch: true });
    expect(ruleSetOptions((key) => (key.startsWith("count.") ? 99 : undefined), d20)).toMatchObject({ gmActionDice: 3 });
  });

  it("read what the world stored, and the default for a value no longer offered", () => {
    if (d6 === undefined) throw new Error("d6-pool is registered");
    const asked: string[] = [];
    const stored = (value: unknown) => (key: string) => {
      asked.push(key);
      return value;
    };
    expect(ruleSetOptions(stored("flag"), d6)).toEqual({ complication: "flag" });
    expect(ruleSetOptions(stored("explode"), d6)).toEqual({ complication: "remove" });
    expect(ruleSetOptions(stored(undefined), d6)).toEqual({ complication: "remove" });
    expect(asked).toEqual(["option.d6-pool.complication", "option.d6-pool.complication", "option.d6-pool.complication"]);
  });
});
