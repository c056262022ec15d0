import { describe, expect, it } from "vitest";
import type { EffectChange } from "../../../src/engine/effects/EffectChange";
import type { MarkedEffect } from "../../../src/engine/play/markedEffects";
import { executePress } from "../../../src/foundry/chat/executePress";
import { executeStart } from "../../../src/foundry/chat/executeStart";
import { D100_MODULE } from "../../../src/rulesets/d100-fate/play/module";
import { packActor, weaponId } from "../../rulesets/d100-fate/play/packActors";
import { MemoryCardWorld, thrownFaces, user } from "./cardWorld";

const sergeant = packActor("guard-sergeant", "Actor.sergeant");
/** The cultist stores 9 Wounds of 9. */
const cultist = packActor("cultist", "Actor.cultist");
const player = user("player", ["Actor.sergeant"]);
const gm = user("gm", [], true);

/** An effect the GM put on the cultist (not one the rules put on): its changes, made as core makes them. */
function gmEffect(changes: readonly EffectChange[]): MarkedEffect {
  return {
    mark: "gm:effect",
    effect: { entry: { name: "The GM's", changes: [...changes], duration: { unit: "rounds", count: 10 } }, label: "The GM's", icon: "x.svg" },
  };
}

/** The cultist's Wounds and Critical Damage as stored. */
function storedWounds(world: MemoryCardWorld): unknown {
  const system = Object(world.actors.get(cultist.ref)?.system);
  return { wounds: Reflect.get(Object(system["wounds"]), "value"), critical: system["criticalDamage"] };
}

/** The sergeant's las rifle at the cultist: 20 hits (the head), taken, 1d10+3 showing 7 is 10, less a Toughness Bonus of 3: 7 Wounds. The GM applies it. */
async function hitFor7(world: MemoryCardWorld): Promise<{ readonly card: string; readonly applied: boolean }> {
  const started = await executeStart(
    world,
    { actor: sergeant.ref, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: [cultist.ref] },
    player,
  );
  if (!started.ok) throw new Error(`the attack was refused: ${started.refusal.code}`);
  const id = started.value.messageId;
  await executePress(world, { messageId: id, button: "roll", throwDice: thrownFaces([20]) }, player);
  await executePress(world, { messageId: id, button: "take:Actor.cultist", throwDice: thrownFaces([]) }, gm);
  const damaged = await executePress(world, { messageId: id, button: "damage:Actor.cultist", throwDice: thrownFaces([7]) }, player);
  if (!damaged.ok) throw new Error(`the damage roll was refused: ${damaged.refusal.code}`);
  const [card = ""] = damaged.value.spawned;
  const applied = await executePress(world, { messageId: card, button: "deal:target", throwDice: thrownFaces([]) }, gm);
  return { card, applied: applied.ok };
}

describe("the rules read under effects and write the stored data", () => {
  it("a GM's +5 Wounds effect survives a hit, counted once, and taken off it leaves the hit taken; an undo puts back what was stored", async () => {
    const world = new MemoryCardWorld(D100_MODULE, new Map([sergeant, cultist].map((actor) => [actor.ref, actor])));
    world.effects.set(cultist.ref, [
      gmEffect([
        { key: "system.wounds.max", mode: "add", value: 5 },
        { key: "system.wounds.value", mode: "add", value: 5 },
      ]),
    ]);
    const { card, applied } = await hitFor7(world);
    expect(applied).toBe(true);
    // 14 read, 7 taken: 7 under the effect, 9 − 7 = 2 stored.
    expect(storedWounds(world)).toEqual({ wounds: 2, critical: 0 });
    expect(Reflect.get(Object(Reflect.get(Object(world.snapshot(cultist.ref)?.system), "wounds")), "value")).toBe(7);
    world.effects.set(cultist.ref, []);
    expect(Reflect.get(Object(Reflect.get(Object(world.snapshot(cultist.ref)?.system), "wounds")), "value")).toBe(2);
    const undone = await executePress(world, { messageId: card, button: "undo:0", throwDice: thrownFaces([]) }, gm);
    expect(undone.ok).toBe(true);
    expect(storedWounds(world)).toEqual({ wounds: 9, critical: 0 });
  });

  it("an effect that lowers her maximum to 1 at full health reads her at 1, and does not make her immune", async () => {
    const world = new MemoryCardWorld(D100_MODULE, new Map([sergeant, cultist].map((actor) => [actor.ref, actor])));
    world.effects.set(cultist.ref, [gmEffect([{ key: "system.wounds.max", mode: "override", value: 1 }])]);
    const { applied } = await hitFor7(world);
    expect(applied).toBe(true);
    // Read 1 of 1: 1 comes off Wounds, 6 go to Critical Damage; stored, 9 − 1 and 6.
    expect(storedWounds(world)).toEqual({ wounds: 8, critical: 6 });
  });
});
