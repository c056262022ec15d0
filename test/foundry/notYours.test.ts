import { describe, expect, it } from "vitest";
import type { Outcome } from "../../src/engine/Refusal";
import { executePress } from "../../src/foundry/chat/executePress";
import { executeStart } from "../../src/foundry/chat/executeStart";
import { gmHandlers } from "../../src/foundry/gm/handlers";
import { D100_MODULE } from "../../src/rulesets/d100-fate/play/module";
import { packActor, weaponId } from "../rulesets/d100-fate/play/packActors";
import { KNOWN_WORDS } from "../support/words";
import { MemoryCardWorld, thrownFaces, user } from "./chat/cardWorld";
import { BOB, FakeWorld } from "./gm/fakeWorld";

/**
 * A player reaching for what is not theirs, through each way the table offers: refused with
 * words the player reads, and nothing written. Bob owns nothing; the sergeant is another
 * player's, the cultist the GM's.
 */
const sergeant = packActor("guard-sergeant", "Actor.sergeant");
const cultist = packActor("cultist", "Actor.cultist");
const owner = user("player", ["Actor.sergeant"]);
const gm = user("gm", [], true);
const bob = user("bob", []);

function table(): MemoryCardWorld {
  return new MemoryCardWorld(
    D100_MODULE,
    new Map([
      [sergeant.ref, sergeant],
      [cultist.ref, cultist],
    ]),
  );
}

function refusedInWords(outcome: Outcome<unknown>): string {
  if (outcome.ok) throw new Error("it was applied");
  expect(KNOWN_WORDS.has(`TURNWRIGHT.Refusal.${outcome.refusal.code}`), outcome.refusal.code).toBe(true);
  return outcome.refusal.code;
}

const press = (w: MemoryCardWorld, messageId: string, button: string, faces: number[], who = owner) =>
  executePress(w, { messageId, button, throwDice: thrownFaces(faces) }, who);

async function attackCard(w: MemoryCardWorld): Promise<string> {
  const started = await executeStart(
    w,
    { actor: sergeant.ref, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: [cultist.ref] },
    owner,
  );
  if (!started.ok) throw new Error(started.refusal.message);
  return started.value.messageId;
}

describe("a player who reaches for what is not theirs", () => {
  it("ends another's turn, delays another combatant, readies or aborts for them: refused, nothing written", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    expect(refusedInWords(await handlers.advanceTurn({ combat: "fight", combatant: "hero" }, BOB))).toBe("not-owner");
    for (const op of ["delay", "ready", "abort"]) {
      expect(refusedInWords(await handlers.holdAction({ combat: "fight", combatant: "hero", op, trigger: "now" }, BOB))).toBe("not-owner");
    }
    expect(refusedInWords(await handlers.spendAction({ combat: "fight", combatant: "hero", action: "halfAim" }, BOB))).toBe("not-owner");
    expect(world.calls).toEqual([]);
  });

  it("rolls another's initiative with their luck, or sets it: refused, nothing written", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    expect(refusedInWords(await handlers.rollInitiative({ combat: "fight", combatants: ["hero"], luck: true, mode: "public" }, BOB))).toBe("not-owner");
    expect(refusedInWords(await handlers.setInitiative({ combat: "fight", combatant: "hero", initiative: 30 }, BOB))).toBe("not-owner");
    expect(world.calls).toEqual([]);
  });

  it("spends another's Fate, or attacks or tests from their sheet: refused, nothing written", async () => {
    const w = table();
    expect(refusedInWords(await executeStart(w, { actor: sergeant.ref, action: "spendFate", data: { use: "unstun" }, targets: [] }, bob))).toBe(
      "not-your-actor",
    );
    expect(
      refusedInWords(
        await executeStart(
          w,
          { actor: sergeant.ref, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: [cultist.ref] },
          bob,
        ),
      ),
    ).toBe("not-your-actor");
    expect(refusedInWords(await executeStart(w, { actor: sergeant.ref, action: "rollTest", data: { characteristic: "agility" }, targets: [] }, bob))).toBe(
      "not-your-actor",
    );
    expect(w.writes).toEqual([]);
  });

  it("rolls another's attack or spends its Fate on the roll: refused, nothing written", async () => {
    const w = table();
    const card = await attackCard(w);
    const before = w.writes.length;
    expect(refusedInWords(await press(w, card, "roll", [20], bob))).toBe("not-your-button");
    expect(refusedInWords(await press(w, card, "roll-fate", [20], bob))).toBe("not-your-button");
    expect(w.writes.length).toBe(before);
  });

  it("rolls a defence for an actor they do not own: refused, nothing written", async () => {
    const w = table();
    const card = await attackCard(w);
    await press(w, card, "roll", [20]);
    const before = w.writes.length;
    expect(refusedInWords(await press(w, card, "dodge:Actor.cultist", [95], bob))).toBe("not-your-button");
    expect(refusedInWords(await press(w, card, "dodge:Actor.cultist", [95], owner))).toBe("not-your-button");
    expect(w.writes.length).toBe(before);
  });

  it("applies damage by a card to an actor they do not own: refused, nothing written", async () => {
    const w = table();
    const card = await attackCard(w);
    await press(w, card, "roll", [20]);
    await press(w, card, "take:Actor.cultist", [], gm);
    const damaged = await press(w, card, "damage:Actor.cultist", [10]);
    if (!damaged.ok) throw new Error(damaged.refusal.message);
    const [damageCard = ""] = damaged.value.spawned;
    const before = w.writes.length;
    expect(refusedInWords(await press(w, damageCard, "deal:target", [], bob))).toBe("not-your-button");
    expect(w.writes.length).toBe(before);
  });
});
