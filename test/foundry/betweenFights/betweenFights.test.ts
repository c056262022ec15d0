import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dictionaryTranslator } from "../../../src/engine/text/dictionaryTranslator";
import { renderText } from "../../../src/engine/text/LocalText";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { executeBetweenFights, readBetweenFights } from "../../../src/foundry/betweenFights/betweenFightsRequest";
import { executePress } from "../../../src/foundry/chat/executePress";
import { ACTION_POINTS_MODULE } from "../../../src/rulesets/action-points/play/module";
import { D100_MODULE } from "../../../src/rulesets/d100-fate/play/module";
import { PHASES_MODULE } from "../../../src/rulesets/phases-3d6/play/module";
import { REGISTERED } from "../../../src/rulesets/registry";
import { MemoryCardWorld, thrown, user } from "../chat/cardWorld";
import { packActorFrom } from "../../support/packActors";
import type { RuleSetModule } from "../../../src/engine/play/RuleSetModule";

const english = dictionaryTranslator(JSON.parse(readFileSync(new URL("../../../lang/en.json", import.meta.url), "utf8")));
const GM = user("gm", [], true);
const none = thrown(() => []);

function worldOf(module: RuleSetModule, ...actors: ActorSnapshot[]): MemoryCardWorld {
  return new MemoryCardWorld(module, new Map(actors.map((actor) => [actor.ref, actor])));
}

/** The card's lines as the GM reads them. */
function lines(world: MemoryCardWorld, messageId: string): string[] {
  const card = world.card(messageId);
  if (card === null) throw new Error("no card");
  return world.module.cards.view(card, Object.fromEntries(world.actors)).lines.map((line) => renderText(line, english));
}

describe("the GM's action between fights", () => {
  it("d100-fate: Stunned and Surprised end with the fight; Fatigue stays, with a word on the Fate Point that sheds it; one update each, undone whole", async () => {
    const varro = packActorFrom("d100-fate-actors", "guard-sergeant", "Actor.varro", (system) => {
      system["fatigue"] = 2;
      system["conditions"] = { stunned: true, surprised: true, immobilised: false, prone: true };
    });
    const cultist = packActorFrom("d100-fate-actors", "cultist", "Actor.cultist");
    const world = worldOf(D100_MODULE, varro, cultist);
    const done = await executeBetweenFights(world, { actors: [varro.ref, cultist.ref] }, GM);
    if (!done.ok) throw new Error(done.refusal.message);
    expect(world.count("create")).toBe(1);
    expect(world.count("actor")).toBe(1);
    expect(lines(world, done.value.messageId)).toEqual([
      "Guard Sergeant is no longer Stunned and Surprised, and keeps 2 Fatigue: a Fate Point from the sheet recovers it all.",
      "Cultist has nothing to recover.",
    ]);
    expect(Reflect.get(Object(world.actors.get(varro.ref)?.system), "conditions")).toEqual({
      stunned: false,
      surprised: false,
      immobilised: false,
      prone: true,
    });
    const undone = await executePress(world, { messageId: done.value.messageId, button: "undo", throwDice: none }, GM);
    expect(undone.ok).toBe(true);
    expect(Reflect.get(Object(world.actors.get(varro.ref)?.system), "conditions")).toEqual({ stunned: true, surprised: true, immobilised: false, prone: true });
    expect(lines(world, done.value.messageId).at(-1)).toBe("Undone by the GM: each character is as it was before.");
    // Each button once.
    for (const button of ["apply", "undo"])
      expect(await executePress(world, { messageId: done.value.messageId, button, throwDice: none }, GM)).toMatchObject({
        ok: false,
        refusal: { code: "card-used" },
      });
  });

  it("phases-3d6: the Recovery of each Turn that follows until Stun is full, Body as it was, no longer Stunned", async () => {
    const brawler = packActorFrom("phases-3d6-actors", "street-brawler", "Actor.brawler", (system) => {
      system["stun"] = { max: 24, value: -3 };
      system["body"] = { max: 10, value: 6 };
      system["conditions"] = { stunned: true, prone: false, unaware: false };
    });
    const fallen = packActorFrom("phases-3d6-actors", "hired-gunman", "Actor.fallen", (system) => {
      system["stun"] = { max: 18, value: 2 };
      system["body"] = { max: 9, value: 0 };
    });
    const world = worldOf(PHASES_MODULE, brawler, fallen);
    const done = await executeBetweenFights(world, { actors: [brawler.ref, fallen.ref] }, GM);
    if (!done.ok) throw new Error(done.refusal.message);
    // Recovery 6: −3, 3, 9, 15, 21, 24: five Recoveries. A character whose Body is gone takes none.
    expect(lines(world, done.value.messageId)).toEqual([
      "Street Brawler takes 5 Recoveries, one a Turn: Stun -3 → 24, and is no longer Stunned.",
      "Hired Gunman has nothing to recover.",
    ]);
    expect(Reflect.get(Object(world.actors.get(brawler.ref)?.system), "stun")).toEqual({ max: 24, value: 24 });
    expect(Reflect.get(Object(world.actors.get(brawler.ref)?.system), "body")).toEqual({ max: 10, value: 6 });
    await executePress(world, { messageId: done.value.messageId, button: "undo", throwDice: none }, GM);
    expect(Reflect.get(Object(world.actors.get(brawler.ref)?.system), "stun")).toEqual({ max: 24, value: -3 });
  });

  it("action-points: a day of rest, Fitness points of the session's damage healed, one lost attribute back at d4 for one Down", async () => {
    const grusk = packActorFrom("action-points-actors", "grusk", "Actor.grusk", (system) => {
      system["damageTaken"] = 10;
      system["attributes"] = { ...(system["attributes"] as object), reflexes: "none" };
    });
    const vesna = packActorFrom("action-points-actors", "vesna", "Actor.vesna", (system) => {
      system["damageTaken"] = 3;
    });
    const world = worldOf(ACTION_POINTS_MODULE, grusk, vesna);
    const done = await executeBetweenFights(world, { actors: [grusk.ref, vesna.ref] }, GM);
    if (!done.ok) throw new Error(done.refusal.message);
    expect(lines(world, done.value.messageId)).toEqual([
      "Grusk rests a day: 7 damage heals, 3 is left, and Reflexes comes back at d4.",
      "Vesna rests a day: 3 damage heals, 0 is left.",
    ]);
    expect(world.count("actor")).toBe(2);
  });

  it("is refused in words, writing nothing: to a player, for an actor gone or of another rule set, and where the source has no such rule", async () => {
    const varro = packActorFrom("d100-fate-actors", "guard-sergeant", "Actor.varro");
    const world = worldOf(D100_MODULE, varro);
    expect(await executeBetweenFights(world, { actors: [varro.ref] }, user("alice", [varro.ref]))).toMatchObject({ ok: false, refusal: { code: "gm-only" } });
    expect(await executeBetweenFights(world, { actors: ["Actor.gone"] }, GM)).toMatchObject({ ok: false, refusal: { code: "actor-missing" } });
    const other = worldOf(D100_MODULE, packActorFrom("phases-3d6-actors", "duellist", "Actor.duellist"));
    expect(await executeBetweenFights(other, { actors: ["Actor.duellist"] }, GM)).toMatchObject({ ok: false, refusal: { code: "not-a-fighter" } });
    for (const { id, play } of REGISTERED.filter((ruleset) => ruleset.play.betweenFights === undefined)) {
      const silent = worldOf(play, packActorFrom(`${id}-actors`, id === "d6-pool" ? "dock-thug" : "marvok", "Actor.x"));
      expect(await executeBetweenFights(silent, { actors: ["Actor.x"] }, GM)).toMatchObject({ ok: false, refusal: { code: "between-fights-none" } });
      expect(silent.writes).toEqual([]);
    }
    expect(world.writes).toEqual([]);
    expect(REGISTERED.filter((ruleset) => ruleset.play.betweenFights === undefined).map((ruleset) => ruleset.id)).toEqual(["d6-pool", "d20-segments"]);
  });

  it("reads its request from whoever sent it: a list of actor refs, each once, and nothing else", () => {
    expect(readBetweenFights({ actors: ["Actor.a", "Actor.a", "Actor.b"], changes: { "system.fate.value": 9 } })).toEqual({
      ok: true,
      value: { actors: ["Actor.a", "Actor.b"] },
    });
    for (const bad of [
      null,
      [],
      {},
      { actors: [] },
      { actors: "Actor.a" },
      { actors: [7] },
      { actors: ["x".repeat(300)] },
      { actors: Array.from({ length: 101 }, (_, i) => `Actor.${i}`) },
    ]) {
      expect(readBetweenFights(bad)).toMatchObject({ ok: false, refusal: { code: "malformed-request" } });
    }
  });
});
