import { describe, expect, it } from "vitest";
import { cardHandlers } from "../../../src/foundry/chat/cardHandlers";
import { readStart } from "../../../src/foundry/chat/cardRequests";
import { REGISTERED } from "../../../src/rulesets/registry";
import { actorOf, moduleOf } from "../../support/startWithModifiers";
import { weaponId } from "../../support/packActors";
import { MemoryCardWorld, memoryTable, thrownFaces } from "./cardWorld";

const ALICE = { id: "alice", isGM: false };

/** The GM's game over a d100-fate table: Alice owns the sergeant; the cultist is the GM's. */
function gmGame() {
  const module = moduleOf("d100-fate");
  const sergeant = actorOf("d100-fate", "guard-sergeant", "Actor.a");
  const cultist = actorOf("d100-fate", "cultist", "Actor.b");
  const world = new MemoryCardWorld(module, new Map([sergeant, cultist].map((actor) => [actor.ref, actor])));
  // Alice targets the cultist's token, as the GM's game knows it.
  world.tokens.set("Scene.aaaaaaaaaaaaaaaa.Token.bbbbbbbbbbbbbbbb", "Actor.b");
  world.targetsOf.set("alice", ["Scene.aaaaaaaaaaaaaaaa.Token.bbbbbbbbbbbbbbbb"]);
  const handlers = cardHandlers(
    async () => module,
    async () => undefined,
    memoryTable(world, thrownFaces([50]), { alice: ["Actor.a"] }),
  );
  return { world, sergeant, start: (payload: object) => handlers.startCard(payload, ALICE) };
}

const TEST = { actor: "Actor.a", action: "rollTest", data: { characteristic: "agility" }, targets: [], mode: "public" };

describe("modifiers in a start request, as the GM's game takes them", () => {
  it("starts the roll with a known step and a free modifier within the cap, and keeps them on the card", async () => {
    const { world, start } = gmGame();
    const answer = await start({ ...TEST, modifiers: { step: "hard", free: { test: 5 } } });
    expect(answer.ok).toBe(true);
    const [card] = [...world.cards.values()];
    expect(card?.card.modifiers).toEqual([
      { source: "ladder", id: "hard", dial: "test", value: -20 },
      { source: "free", id: "test", dial: "test", value: 5 },
    ]);
    expect(card?.card.data).toMatchObject({ target: 27 });
  });

  it.each([
    [{ step: "impossible", free: {} }, "modifier-unknown-step"],
    [{ step: null, free: { test: 61 } }, "modifier-beyond-cap"],
    [{ step: null, free: { test: -61 } }, "modifier-beyond-cap"],
    [{ step: null, free: { test: 2.5 } }, "modifier-not-whole"],
    [{ step: null, free: { ocv: 2 } }, "modifier-unknown-dial"],
    [{ step: "__proto__", free: {} }, "modifier-unknown-step"],
    [{ step: 3, free: {} }, "malformed-request"],
    [{ step: null, free: [] }, "malformed-request"],
    [{ step: null, free: { test: "5" } }, "malformed-request"],
    ["hard", "malformed-request"],
  ])("refuses %j in words and writes nothing", async (modifiers, code) => {
    const { world, start } = gmGame();
    const answer = await start({ ...TEST, modifiers });
    expect(answer).toMatchObject({ ok: false, refusal: { code } });
    expect(world.writes).toEqual([]);
    expect(world.cards.size).toBe(0);
  });

  it("refuses modifiers on what throws no dice, and takes a request with none as before", async () => {
    const { world, start, sergeant } = gmGame();
    expect(await start({ ...TEST, action: "spendFate", data: { use: "recoverFatigue" }, modifiers: { step: "easy", free: {} } })).toMatchObject({
      ok: false,
      refusal: { code: "modifier-not-a-roll" },
    });
    expect(world.writes).toEqual([]);
    const plain = await start({ ...TEST, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: ["Actor.b"] });
    expect(plain.ok).toBe(true);
    expect([...world.cards.values()][0]?.card.modifiers).toBeUndefined();
  });

  it("reads the modifiers' shape with the rest of a start, and refuses a malformed one naming the field", () => {
    expect(readStart({ ...TEST, modifiers: { step: null, free: { test: -20 } } })).toMatchObject({
      ok: true,
      value: { modifiers: { step: null, free: { test: -20 } } },
    });
    expect(readStart({ ...TEST, modifiers: { step: "x".repeat(65), free: {} } })).toMatchObject({ ok: false, refusal: { data: { field: "modifiers.step" } } });
    expect(readStart({ ...TEST, modifiers: { step: null, free: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`d${i}`, 1])) } })).toMatchObject({
      ok: false,
      refusal: { data: { field: "modifiers.free" } },
    });
  });

  it("has a refusal worded for every code the check can give", async () => {
    const english = (await import("../../../lang/en.json")).default.TURNWRIGHT.Refusal;
    for (const code of ["modifier-not-a-roll", "modifier-unknown-step", "modifier-unknown-dial", "modifier-not-whole", "modifier-beyond-cap"])
      expect(Object.keys(english)).toContain(code);
    // Every registered rule set declares its modifiers the one way, and a roll of each is among its sheet actions.
    for (const { play } of REGISTERED) expect(play.cards.modifiers.rolls.length).toBeGreaterThan(0);
  });
});
