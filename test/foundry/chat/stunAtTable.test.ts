import { describe, expect, it } from "vitest";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { executePress } from "../../../src/foundry/chat/executePress";
import { executeStart } from "../../../src/foundry/chat/executeStart";
import { D6_POOL_MODULE } from "../../../src/rulesets/d6-pool/play/module";
import { STUN } from "../../../src/rulesets/d6-pool/stun";
import { packActorFrom, weaponId } from "../../support/packActors";
import { MemoryCardWorld, thrownFaces, user } from "./cardWorld";

const kestrel = packActorFrom("d6-pool-actors", "kestrel-vance", "Actor.a");
const thug = packActorFrom("d6-pool-actors", "dock-thug", "Actor.b");
const GM = user("gm", [], true);

const woundOf = (actor: ActorSnapshot | undefined): unknown => Reflect.get(Object(actor?.system), "wound");

/**
 * Kestrel's blaster hit on the dock thug played up to its damage card: 4D of 3s (12, and the
 * accuracy's bonus), the thug's own resistance rolled when it is dealt.
 */
async function damageCard(): Promise<{ w: MemoryCardWorld; card: string }> {
  const w = new MemoryCardWorld(D6_POOL_MODULE, new Map<string, ActorSnapshot>([kestrel, thug].map((actor) => [actor.ref, actor])));
  const owner = user("player", ["Actor.a"]);
  const started = await executeStart(
    w,
    { actor: kestrel.ref, action: "attack", data: { item: weaponId(kestrel, "Blaster pistol") }, targets: [thug.ref] },
    owner,
  );
  if (!started.ok) throw new Error(started.refusal.message);
  const rolled = await executePress(w, { messageId: started.value.messageId, button: "roll", throwDice: thrownFaces([], 4) }, owner);
  if (!rolled.ok) throw new Error(rolled.refusal.message);
  const hit = await executePress(w, { messageId: started.value.messageId, button: "damage:Actor.b", throwDice: thrownFaces([], 3) }, owner);
  if (!hit.ok) throw new Error(hit.refusal.message);
  const card = hit.value.spawned[0];
  if (card === undefined) throw new Error("no damage card");
  w.writes.length = 0;
  return { w, card };
}

/** The resistance faces that leave the damage ahead by `margin`. */
function resisting(w: MemoryCardWorld, card: string, margin: number): number {
  const data: unknown = w.card(card)?.data;
  const total = Number(Reflect.get(Object(Reflect.get(Object(data), "damage")), "total")) + Number(Reflect.get(Object(data), "bonus"));
  // The thug resists with 4 dice (Strength 3D and the jacket's 1D): all showing one face.
  const face = (total - margin) / 4;
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new Error(`no face gives a margin of ${margin} against ${total}`);
  return face;
}

describe("d6-pool's stun at the table", () => {
  it("is one effect put on the defender, its stored wound untouched; the thug then reads as stunned; the undo takes it off", async () => {
    const { w, card } = await damageCard();
    const face = resisting(w, card, 2);
    const dealt = await executePress(w, { messageId: card, button: "deal:target", throwDice: thrownFaces([face], face) }, GM);
    expect(dealt.ok).toBe(true);
    // One user action: one creation of the effect and one write of the card, no update of the actor.
    expect(w.writes.map((write) => write.kind)).toEqual(["card", "effects"]);
    expect(w.effects.get(thug.ref)).toEqual([{ mark: `${card}:dealt-0-0`, effect: STUN }]);
    expect(woundOf(w.snapshot(thug.ref))).toBe("stunned");
    expect(woundOf(w.actors.get(thug.ref))).toBe("unhurt");
    w.writes.length = 0;
    expect((await executePress(w, { messageId: card, button: "undo:0", throwDice: thrownFaces([]) }, GM)).ok).toBe(true);
    expect(w.writes.map((write) => write.kind)).toEqual(["card", "end-effects"]);
    expect(w.effects.get(thug.ref)).toEqual([]);
    expect(woundOf(w.snapshot(thug.ref))).toBe("unhurt");
  });

  it("lays a wound over a stun in force on the stored level, and its undo writes back what was stored, not the stun", async () => {
    const { w, card } = await damageCard();
    w.effects.set(thug.ref, [{ mark: "earlier:dealt-0-0", effect: STUN }]);
    const face = resisting(w, card, 6);
    expect((await executePress(w, { messageId: card, button: "deal:target", throwDice: thrownFaces([face], face) }, GM)).ok).toBe(true);
    expect(w.writes.map((write) => write.kind)).toEqual(["card", "actor"]);
    expect(woundOf(w.actors.get(thug.ref))).toBe("wounded");
    expect((await executePress(w, { messageId: card, button: "undo:0", throwDice: thrownFaces([]) }, GM)).ok).toBe(true);
    expect(woundOf(w.actors.get(thug.ref))).toBe("unhurt");
    // The earlier stun is another card's: this undo leaves it on.
    expect(w.effects.get(thug.ref)).toHaveLength(1);
    expect(woundOf(w.snapshot(thug.ref))).toBe("stunned");
  });
});
