import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PlacedEffect } from "../../../src/engine/effects/RuleEffect";
import { useDocumentRules } from "../../../src/foundry/activeRules";
import { endRuleEffects, placeRuleEffects, ruleEffectData } from "../../../src/foundry/gm/ruleEffects";
import { D6_POOL_MODULE } from "../../../src/rulesets/d6-pool/play/module";
import { D20_SEGMENTS_MODULE } from "../../../src/rulesets/d20-segments/play/module";
import { STUN } from "../../../src/rulesets/d6-pool/stun";
import { lostRounds, stunnedRounds } from "../../../src/rulesets/d20-segments/lostRounds";

/** v13 common/constants.mjs `ACTIVE_EFFECT_MODES`. */
const ACTIVE_EFFECT_MODES = { CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 };

/** An effect embedded in an actor, as far as the undo reads it: its id and `getFlag` (v13 common/abstract/document.mjs `Document#getFlag`). */
class EffectDouble {
  constructor(
    readonly id: string,
    readonly flags: Record<string, Record<string, unknown>>,
  ) {}
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
}

/**
 * A world actor as the GM's game writes the rules' effects on it: v13 common/abstract/document.mjs
 * `createEmbeddedDocuments` and `deleteEmbeddedDocuments`, each one database operation for the
 * whole list it is given, recorded here as one call.
 */
class ActorDouble {
  readonly calls: { op: "create" | "delete"; data: unknown }[] = [];
  readonly effects: { contents: EffectDouble[] } = { contents: [] };
  #next = 1;
  constructor(
    readonly uuid: string,
    readonly type: string,
  ) {}
  async createEmbeddedDocuments(name: string, data: readonly { flags?: Record<string, Record<string, unknown>> }[]): Promise<unknown[]> {
    this.calls.push({ op: "create", data: { name, data } });
    for (const one of data) this.effects.contents.push(new EffectDouble(`e${this.#next++}`, one.flags ?? {}));
    return [...data];
  }
  async deleteEmbeddedDocuments(name: string, ids: readonly string[]): Promise<unknown[]> {
    this.calls.push({ op: "delete", data: { name, ids } });
    this.effects.contents = this.effects.contents.filter((effect) => !ids.includes(effect.id));
    return [...ids];
  }
}

let actors: Map<string, ActorDouble>;

beforeEach(() => {
  actors = new Map([
    ["Actor.thug", new ActorDouble("Actor.thug", D6_POOL_MODULE.documents.actorType)],
    ["Actor.marvok", new ActorDouble("Actor.marvok", D20_SEGMENTS_MODULE.documents.actorType)],
  ]);
  vi.stubGlobal("CONST", { ACTIVE_EFFECT_MODES });
  // v13 client/utils/helpers.mjs `fromUuidSync` (as `foundry.utils.fromUuidSync`) finds a world document by its uuid; `foundry.documents.Actor` is the class it is checked against.
  vi.stubGlobal("foundry", { utils: { fromUuidSync: (uuid: string) => actors.get(uuid) ?? null }, documents: { Actor: ActorDouble } });
  vi.stubGlobal("game", { ready: true, i18n: { localize: (key: string) => `«${key}»` } });
  useDocumentRules(() => undefined, [D6_POOL_MODULE.documents, D20_SEGMENTS_MODULE.documents]);
});

describe("an effect the rules put on, as an Active Effect", () => {
  it("keeps its changes in core's modes, its duration to be begun where the tracker stands, and the card step that made it", () => {
    const data = ruleEffectData({ tag: "dealt-0-0", effect: STUN }, "msg1", D6_POOL_MODULE.documents.conditions, "Stunned");
    expect(data).toEqual({
      name: "Stunned",
      img: "systems/turnwright/assets/conditions/stunned.svg",
      changes: [{ key: "system.wound", mode: ACTIVE_EFFECT_MODES.CUSTOM, value: "stunned" }],
      statuses: [],
      flags: { turnwright: { duration: { unit: "round-ends", count: 2, start: null }, madeBy: "msg1:dealt-0-0" } },
    });
  });

  it("shows a change that turns a condition on as that status, not a change core cannot apply to stored data", () => {
    const data = ruleEffectData({ tag: "botch-a-lost", effect: lostRounds(3) }, "msg2", D20_SEGMENTS_MODULE.documents.conditions, "Botch");
    expect(data).toMatchObject({
      changes: [],
      statuses: ["lost"],
      img: "systems/turnwright/assets/conditions/lost.svg",
      flags: { turnwright: { duration: { unit: "round-ends", count: 3, start: null } } },
    });
    expect(ruleEffectData({ tag: "t", effect: stunnedRounds(2) }, "m", D20_SEGMENTS_MODULE.documents.conditions, "Stunned")).toMatchObject({
      changes: [],
      statuses: ["stunned"],
    });
  });
});

describe("the rules' effects written at the table", () => {
  const placed = (tag: string): PlacedEffect => ({ tag, effect: lostRounds(2) });

  it("puts every effect of a change on in one creation, named in the reader's words", async () => {
    await placeRuleEffects("Actor.marvok", [placed("botch-a-lost"), { tag: "botch-a-stunned", effect: stunnedRounds(2) }], "msg7");
    const marvok = actors.get("Actor.marvok");
    expect(marvok?.calls).toHaveLength(1);
    expect(marvok?.calls[0]).toMatchObject({
      op: "create",
      data: { name: "ActiveEffect", data: [{ name: "«TURNWRIGHT.D20Segments.Effect.lost»" }, { name: "«TURNWRIGHT.D20Segments.Effect.stunned»" }] },
    });
  });

  it("takes off only the effects of that card's step, in one deletion, and nothing when they are gone already", async () => {
    await placeRuleEffects("Actor.marvok", [placed("dealt-0-0")], "msg7");
    await placeRuleEffects("Actor.marvok", [placed("dealt-0-0")], "msg8");
    await placeRuleEffects("Actor.marvok", [placed("dealt-1-0")], "msg7");
    const marvok = actors.get("Actor.marvok");
    await endRuleEffects("Actor.marvok", ["dealt-0-0"], "msg7");
    expect(marvok?.calls.at(-1)).toEqual({ op: "delete", data: { name: "ActiveEffect", ids: ["e1"] } });
    expect(marvok?.effects.contents.map((effect) => effect.getFlag("turnwright", "madeBy"))).toEqual(["msg8:dealt-0-0", "msg7:dealt-1-0"]);
    const calls = marvok?.calls.length;
    // The HUD (or the GM) took it off meanwhile: the undo looks for it and writes nothing.
    await endRuleEffects("Actor.marvok", ["dealt-0-0"], "msg7");
    expect(marvok?.calls.length).toBe(calls);
  });

  it("leaves an actor that is gone alone, and writes nothing for an empty list", async () => {
    await expect(placeRuleEffects("Actor.gone", [placed("x")], "msg1")).resolves.toBeUndefined();
    await placeRuleEffects("Actor.thug", [], "msg1");
    await endRuleEffects("Actor.thug", [], "msg1");
    expect(actors.get("Actor.thug")?.calls).toEqual([]);
  });
});
