import { describe, expect, it } from "vitest";
import { CONDITION_ICONS, statusEffectsFor } from "../../../src/foundry/data/statusEffects";
import { existsSync } from "node:fs";
import { readFileSync } from "node:fs";
import { REGISTERED } from "../../../src/rulesets/registry";

const LANG = JSON.parse(readFileSync(new URL("../../../lang/en.json", import.meta.url), "utf8")) as Record<string, unknown>;
const word = (key: string): unknown =>
  key.split(".").reduce<unknown>((at, part) => (typeof at === "object" && at !== null ? Reflect.get(at, part) : undefined), LANG);

/** v13 client/config.mjs `statusEffects`: core's own list, of which the defeated one (`specialStatusEffects.DEFEATED`) is kept. */
const CORE = [
  { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
  { id: "stun", name: "EFFECT.StatusStunned", img: "icons/svg/daze.svg" },
  { id: "prone", name: "EFFECT.StatusProne", img: "icons/svg/falling.svg" },
];

describe.each(REGISTERED.map(({ id, play }) => ({ id, documents: play.documents })))("the status effects of a $id world", ({ documents }) => {
  // The actor type as registerDocuments passes it, checked against the game's own subtypes (documents/subTypes.ts).
  const effects = statusEffectsFor(documents, CORE, "dead", [documents.actorType]);

  it("are the rule set's conditions, each with its icon served by the system, its translated name, offered on its actors' tokens; then core's defeated", () => {
    expect(effects.map((effect) => effect.id)).toEqual([...documents.conditions.map((condition) => condition.id), "dead"]);
    for (const condition of documents.conditions) {
      const effect = effects.find((candidate) => candidate.id === condition.id);
      expect(effect).toEqual({
        id: condition.id,
        name: condition.label,
        img: `${CONDITION_ICONS}/${condition.icon}`,
        hud: { actorTypes: [documents.actorType] },
      });
      expect(typeof word(condition.label), condition.label).toBe("string");
      expect(existsSync(new URL(`../../../assets/conditions/${condition.icon}`, import.meta.url)), condition.icon).toBe(true);
    }
  });
});
