import { describe, expect, it } from "vitest";
import { executePress } from "../../../src/foundry/chat/executePress";
import { executeStart } from "../../../src/foundry/chat/executeStart";
import { D20_SEGMENTS_MODULE } from "../../../src/rulesets/d20-segments/play/module";
import { brute, marvok, tulkas } from "../../rulesets/d20-segments/play/actors";
import { MemoryCardWorld, thrownDice, thrownFaces, user } from "./cardWorld";

const gm = user("gm", [], true);
const tulkasPlayer = user("alice", [tulkas.ref]);

function world(): MemoryCardWorld {
  return new MemoryCardWorld(D20_SEGMENTS_MODULE, new Map([tulkas, marvok, brute].map((actor) => [actor.ref, actor])));
}

async function swing(w: MemoryCardWorld, die: number): Promise<string> {
  const started = await executeStart(w, { actor: tulkas.ref, action: "attack", data: { item: "sword" }, targets: [marvok.ref] }, tulkasPlayer);
  if (!started.ok) throw new Error(started.refusal.message);
  const rolled = await executePress(w, { messageId: started.value.messageId, button: "roll", throwDice: thrownFaces([die]) }, tulkasPlayer);
  if (!rolled.ok) throw new Error(rolled.refusal.message);
  return started.value.messageId;
}

describe("a botch bought from the GM's pool, through the one writer", () => {
  it("takes the die from the world's tally in one write, and only the GM may press it", async () => {
    const w = world();
    const card = await swing(w, 1);
    expect(await executePress(w, { messageId: card, button: "botch:attack", throwDice: thrownFaces([]) }, tulkasPlayer)).toMatchObject({
      ok: false,
      refusal: { code: "not-your-button" },
    });
    const before = w.writes.length;
    const paid = await executePress(w, { messageId: card, button: "botch:attack", throwDice: thrownFaces([]) }, gm);
    expect(paid).toMatchObject({ ok: true, value: { follow: "table:attack" } });
    expect(w.writes.slice(before).map((write) => write.kind)).toEqual(["card", "tally"]);
    expect(w.tallies()).toEqual({ gmActionDice: 2 });
    expect(await executePress(w, { messageId: card, button: "botch:attack", throwDice: thrownFaces([]) }, gm)).toMatchObject({
      ok: false,
      refusal: { code: "card-used" },
    });
  });

  it("carries a dropped weapon out on the actor and its item together, then the card: nothing twice", async () => {
    const w = world();
    const card = await swing(w, 1);
    await executePress(w, { messageId: card, button: "botch:attack", throwDice: thrownFaces([]) }, gm);
    const before = w.writes.length;
    const table = await executePress(w, { messageId: card, button: "table:attack", throwDice: thrownDice([[4, 3, 2]]) }, gm);
    expect(table.ok).toBe(true);
    expect(w.writes.slice(before).map((write) => write.kind)).toEqual(["card", "items", "effects"]);
    const sword = w.actors.get(tulkas.ref)?.items.find((item) => item.id === "sword");
    expect(sword?.system).toMatchObject({ equipped: false });
    // The rest of the round is lost as an effect: the sheet holds no count of it.
    expect(w.snapshot(tulkas.ref)?.system).toMatchObject({ conditions: { lost: true, stunned: false } });
    expect(w.actors.get(tulkas.ref)?.system).not.toHaveProperty("roundsLost");
  });

  it("reaches the botcher's nearest ally in the fight for a teammate result", async () => {
    const w = world();
    w.alliesOf.set(marvok.ref, [brute.ref]);
    const card = await swing(w, 5);
    const marvokPlayer = user("gm-as-marvok", [marvok.ref]);
    await executePress(w, { messageId: card, button: `parry:${marvok.ref}`, throwDice: thrownFaces([1]) }, marvokPlayer);
    await executePress(w, { messageId: card, button: "botch:defence", throwDice: thrownFaces([]) }, tulkasPlayer);
    await executePress(w, { messageId: card, button: "table:defence", throwDice: thrownDice([[6, 4, 4]]) }, tulkasPlayer);
    expect(w.actors.get(brute.ref)?.system).toMatchObject({ conditions: { prone: true } });
    expect(w.actors.get(tulkas.ref)?.system).toMatchObject({ actionDiceSpent: 1 });
  });

  /** The writes of effects a press made, from the `from`th write on. */
  const effectWrites = (w: MemoryCardWorld, from: number) => w.writes.slice(from).filter((write) => write.kind === "effects");

  it("puts a snag's lost rounds and stun on the botcher in one write of its effects", async () => {
    const w = world();
    const card = await swing(w, 1);
    await executePress(w, { messageId: card, button: "botch:attack", throwDice: thrownFaces([]) }, gm);
    const before = w.writes.length;
    await executePress(w, { messageId: card, button: "table:attack", throwDice: thrownDice([[1, 2, 3]]) }, gm);
    await executePress(w, { messageId: card, button: "duration:attack", throwDice: thrownDice([[2]]) }, gm);
    expect(effectWrites(w, before)).toHaveLength(1);
    expect(w.writes.slice(before).map((write) => write.kind)).toEqual(["card", "card", "effects"]);
    expect(w.effects.get(tulkas.ref)?.map((one) => [one.mark.split(":")[1], one.effect.entry.duration])).toEqual([
      ["botch-attack-lost", { unit: "round-ends", count: 3 }],
      ["botch-attack-stunned", { unit: "round-ends", count: 3 }],
    ]);
    expect(w.snapshot(tulkas.ref)?.system).toMatchObject({ conditions: { lost: true, stunned: true } });
  });

  it("harries the nearest ally with one write of effects on each actor", async () => {
    const w = world();
    w.alliesOf.set(marvok.ref, [brute.ref]);
    const card = await swing(w, 5);
    await executePress(w, { messageId: card, button: `parry:${marvok.ref}`, throwDice: thrownFaces([1]) }, user("gm-as-marvok", [marvok.ref]));
    await executePress(w, { messageId: card, button: "botch:defence", throwDice: thrownFaces([]) }, tulkasPlayer);
    const before = w.writes.length;
    await executePress(w, { messageId: card, button: "table:defence", throwDice: thrownDice([[4, 4, 4]]) }, tulkasPlayer);
    expect(w.writes.slice(before).map((write) => write.kind)).toEqual(["card", "effects", "effects"]);
    expect(w.snapshot(marvok.ref)?.system).toMatchObject({ conditions: { lost: true, stunned: false } });
    expect(w.snapshot(brute.ref)?.system).toMatchObject({ conditions: { lost: true, stunned: false } });
    expect(w.effects.get(brute.ref)?.map((one) => one.effect.entry.duration)).toEqual([{ unit: "round-ends", count: 1 }]);
  });
});
