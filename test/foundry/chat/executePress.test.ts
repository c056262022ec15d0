import { describe, expect, it } from "vitest";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import type { DiceOutcome } from "../../../src/engine/dice/DiceRequest";
import { D100_MODULE } from "../../../src/rulesets/d100-fate/play/module";
import { executePress } from "../../../src/foundry/chat/executePress";
import { executeStart } from "../../../src/foundry/chat/executeStart";
import { packActor, weaponId } from "../../rulesets/d100-fate/play/packActors";
import { packActor as phasesActor, weaponId as phasesWeaponId } from "../../rulesets/phases-3d6/play/packActors";
import { PHASES_MODULE } from "../../../src/rulesets/phases-3d6/play/module";
import { MemoryCardWorld, thrown, user } from "./cardWorld";

const sergeant = packActor("guard-sergeant", "Actor.sergeant");
const cultist = packActor("cultist", "Actor.cultist");
const player = user("player", ["Actor.sergeant"]);
const gm = user("gm", [], true);
const cultistPlayer = user("other", ["Actor.cultist"]);

function world() {
  return new MemoryCardWorld(
    D100_MODULE,
    new Map([
      [sergeant.ref, sergeant],
      [cultist.ref, cultist],
    ]),
  );
}

/** The dice a press needs, with these faces: what the presser's client would roll. */
function faces(w: MemoryCardWorld, messageId: string, button: string, values: number[]): DiceOutcome[] {
  const card = w.card(messageId);
  if (card === null) throw new Error("no card");
  const actors = Object.fromEntries([...w.actors.entries()]);
  const dice = D100_MODULE.cards.press.dice({ card, button, actors });
  if (!dice.ok) throw new Error(dice.refusal.message);
  return dice.value.map((request, index) => outcomeFromFaces(request, [[values[index] ?? 1]]));
}

async function attack(w: MemoryCardWorld): Promise<string> {
  const started = await executeStart(
    w,
    { actor: sergeant.ref, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: [cultist.ref] },
    player,
  );
  if (!started.ok) throw new Error(started.refusal.message);
  return started.value.messageId;
}

describe("a card press, applied once by the GM", () => {
  it("a sheet attack charges the budget, then posts one card", async () => {
    const w = world();
    await attack(w);
    expect(w.writes.map((x) => x.kind)).toEqual(["spend", "create"]);
  });

  it("a start says which action it took from the budget, for what that sets off on the map", async () => {
    const started = await executeStart(
      world(),
      { actor: sergeant.ref, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: [cultist.ref] },
      player,
    );
    expect(started).toMatchObject({ ok: true, value: { spent: { actor: sergeant.ref, action: "standardAttack" } } });
    const test = await executeStart(world(), { actor: sergeant.ref, action: "rollTest", data: { characteristic: "agility" }, targets: [] }, player);
    expect(test.ok && test.value.spent).toBe(undefined);
  });

  it("an action the budget refuses leaves no card and nothing changed", async () => {
    const w = world();
    w.refuseSpend = "No room for a Half Action this turn";
    const started = await executeStart(
      w,
      { actor: sergeant.ref, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: [cultist.ref] },
      player,
    );
    expect(started).toMatchObject({ ok: false, refusal: { message: "No room for a Half Action this turn" } });
    expect(w.writes).toEqual([]);
  });

  it("only the owner or the GM may start from an actor's sheet", async () => {
    const w = world();
    const started = await executeStart(w, { actor: sergeant.ref, action: "rollTest", data: { characteristic: "agility" }, targets: [] }, cultistPlayer);
    expect(started).toMatchObject({ ok: false, refusal: { code: "not-your-actor" } });
  });

  it("one press is one card update (plus one update per changed actor); a second press of it changes nothing", async () => {
    const w = world();
    const id = await attack(w);
    const before = w.writes.length;
    const roll = { messageId: id, button: "roll-fate", throwDice: thrown(() => faces(w, id, "roll-fate", [30]), ["roll-json"]) };
    const first = await executePress(w, roll, player);
    expect(first.ok).toBe(true);
    expect(w.writes.slice(before).map((x) => x.kind)).toEqual(["card", "actor"]);
    const again = await executePress(w, roll, player);
    expect(again).toMatchObject({ ok: false, refusal: { code: "card-used" } });
    expect(w.writes.length).toBe(before + 2);
    expect(w.cards.get(id)?.rolls).toEqual(["roll-json"]);
  });

  it("offers Dodge to the target's owner only, and checks it again when pressed", async () => {
    const w = world();
    const id = await attack(w);
    await executePress(w, { messageId: id, button: "roll", throwDice: thrown(() => faces(w, id, "roll", [20]), []) }, player);
    const dodge = { messageId: id, button: "dodge:Actor.cultist", throwDice: thrown(() => faces(w, id, "dodge:Actor.cultist", [95]), []) };
    expect(await executePress(w, dodge, player)).toMatchObject({ ok: false, refusal: { code: "not-your-button" } });
    const answered = await executePress(w, dodge, cultistPlayer);
    expect(answered.ok).toBe(true);
    expect(w.writes.at(-2)).toEqual({ kind: "spend", detail: { actor: "Actor.cultist", action: "dodge" } });
  });

  it("refuses dice that are not what the step needs", async () => {
    const w = world();
    const id = await attack(w);
    const wrong = outcomeFromFaces({ count: 1, faces: 10 }, [[3]]);
    expect(await executePress(w, { messageId: id, button: "roll", throwDice: thrown(() => [wrong], []) }, player)).toMatchObject({
      ok: false,
      refusal: { code: "dice-mismatch" },
    });
  });

  it("rolls damage into a new card, which the GM or the target's owner applies once", async () => {
    const w = world();
    const id = await attack(w);
    await executePress(w, { messageId: id, button: "roll", throwDice: thrown(() => faces(w, id, "roll", [20]), []) }, player);
    await executePress(w, { messageId: id, button: "take:Actor.cultist", throwDice: thrown(() => [], []) }, gm);
    const damaged = await executePress(
      w,
      { messageId: id, button: "damage:Actor.cultist", throwDice: thrown(() => faces(w, id, "damage:Actor.cultist", [10]), []) },
      player,
    );
    if (!damaged.ok) throw new Error(damaged.refusal.message);
    const [damageId] = damaged.value.spawned;
    if (damageId === undefined) throw new Error("no damage card");
    const apply = { messageId: damageId, button: "deal:target", throwDice: thrown(() => [], []) };
    expect(await executePress(w, apply, player)).toMatchObject({ ok: false, refusal: { code: "not-your-button" } });
    expect((await executePress(w, apply, gm)).ok).toBe(true);
    expect(await executePress(w, apply, gm)).toMatchObject({ ok: false, refusal: { code: "card-used" } });
    // the roll of 20 reads 02: the head, which the leather coat leaves bare; 1d10+3 shows 13, less TB 3: 10 damage on 9 Wounds
    expect(w.actors.get("Actor.cultist")?.system).toMatchObject({ wounds: { value: 0 }, criticalDamage: 1 });
  });

  it("a target surprised at the fight's start cannot react in round 1, and is easier to hit", async () => {
    const w = world();
    w.unawareRefs = ["Actor.cultist"];
    const id = await attack(w);
    const card = w.card(id);
    expect(card?.data).toMatchObject({ targets: [{ unaware: true, target: 85 }] });
    await executePress(w, { messageId: id, button: "roll", throwDice: thrown(() => faces(w, id, "roll", [20]), []) }, player);
    const dodge = await executePress(
      w,
      { messageId: id, button: "dodge:Actor.cultist", throwDice: thrown(() => faces(w, id, "dodge:Actor.cultist", [5]), []) },
      cultistPlayer,
    );
    expect(dodge).toMatchObject({ ok: false, refusal: { code: "card-used" } });
  });

  it("refuses a press on a card that is gone", async () => {
    expect(await executePress(world(), { messageId: "nope", button: "roll", throwDice: thrown(() => [], []) }, gm)).toMatchObject({
      ok: false,
      refusal: { code: "card-gone" },
    });
  });

  it("writes every card as the GM's game, each the roll of the player whose button started it, what its presses make included", async () => {
    const w = world();
    const id = await attack(w);
    expect(w.cards.get(id)).toMatchObject({ roller: "player", writtenByGM: true });
    await executePress(w, { messageId: id, button: "roll", throwDice: thrown(() => faces(w, id, "roll", [20]), []) }, player);
    await executePress(w, { messageId: id, button: "take:Actor.cultist", throwDice: thrown(() => [], []) }, gm);
    const damaged = await executePress(
      w,
      { messageId: id, button: "damage:Actor.cultist", throwDice: thrown(() => faces(w, id, "damage:Actor.cultist", [10]), []) },
      player,
    );
    if (!damaged.ok) throw new Error(damaged.refusal.message);
    for (const spawned of damaged.value.spawned) expect(w.cards.get(spawned)).toMatchObject({ roller: "player", writtenByGM: true });
  });

  it("acts on no card a player's game wrote, whatever state it holds, and changes nothing", async () => {
    const w = world();
    const genuine = await attack(w);
    const state = w.card(genuine);
    if (state === null) throw new Error("no card");
    // The attack as the GM's game wrote it, copied into a message of the player's own with its Fate spent and nothing used.
    const forged = w.forgeCard({ ...state, used: [] }, "player");
    const before = w.writes.length;
    for (const button of ["roll", "roll-fate", "dodge:Actor.cultist"]) {
      expect(await executePress(w, { messageId: forged, button, throwDice: thrown(() => faces(w, forged, button, [1]), []) }, player)).toMatchObject({
        ok: false,
        refusal: { code: "card-not-gm" },
      });
      expect(await executePress(w, { messageId: forged, button, throwDice: thrown(() => [], []) }, gm)).toMatchObject({
        ok: false,
        refusal: { code: "card-not-gm" },
      });
    }
    expect(w.writes.length).toBe(before);
  });
});

describe("a sheet button started in a fight", () => {
  it("hands the rules the actor's budget, so manoeuvres taken earlier this Phase count", async () => {
    const brawler = phasesActor("street-brawler", "Actor.brawler");
    const spearman = phasesActor("watch-spearman", "Actor.spear");
    const w = new MemoryCardWorld(
      PHASES_MODULE,
      new Map([
        [brawler.ref, brawler],
        [spearman.ref, spearman],
      ]),
    );
    const strike = { actor: brawler.ref, action: "attack", data: { item: phasesWeaponId(brawler, "Knife"), manoeuvre: "strike" }, targets: [spearman.ref] };
    const fresh = await executeStart(w, strike, gm);
    // Rolling With A Punch earlier in the Phase (OCV −2) weighs on the Strike that follows it.
    w.budgets.set(brawler.ref, { turn: [{ id: "rollWithAPunch", kind: "attack" }], round: {} });
    const after = await executeStart(w, strike, gm);
    if (!fresh.ok || !after.ok) throw new Error("the strikes were refused");
    expect(w.card(fresh.value.messageId)?.data["ocv"]).toBe(7);
    expect(w.card(after.value.messageId)?.data["ocv"]).toBe(5);
  });
});

describe("a press whose writes fail after its card is written", () => {
  /** A world whose next write of an actor fails, as a server that drops the connection would. */
  class FailingWorld extends MemoryCardWorld {
    failNext = false;
    override async applyChanges(changes: Parameters<MemoryCardWorld["applyChanges"]>[0], origin: string): Promise<void> {
      if (this.failNext) {
        this.failNext = false;
        throw new Error("the server did not answer");
      }
      await super.applyChanges(changes, origin);
    }
  }

  it("writes the card that records the step before the actors it changes: pressed again, it is refused, never applied twice", async () => {
    const w = new FailingWorld(D100_MODULE, new Map([sergeant, cultist].map((actor) => [actor.ref, actor])));
    const id = await attack(w);
    const roll = { messageId: id, button: "roll-fate", throwDice: thrown(() => faces(w, id, "roll-fate", [30]), ["roll-json"]) };
    w.failNext = true;
    await expect(executePress(w, roll, player)).rejects.toThrow("the server did not answer");
    expect(w.cards.get(id)?.card.used).toContain("roll-fate");
    const before = w.writes.length;
    expect(await executePress(w, roll, player)).toMatchObject({ ok: false, refusal: { code: "card-used" } });
    expect(w.writes.length).toBe(before);
  });
});
