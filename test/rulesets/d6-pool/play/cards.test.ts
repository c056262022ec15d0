import { describe, expect, it } from "vitest";
import type { DiceOutcome } from "../../../../src/engine/dice/DiceRequest";
import { outcomeFromFaces } from "../../../../src/engine/dice/outcomeFromFaces";
import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";
import type { CardState, CardTransition } from "../../../../src/engine/play/CardRules";
import type { Outcome } from "../../../../src/engine/Refusal";
import { FRESH_BUDGET, budgetOf, declare, spendAction } from "../../../../src/rulesets/d6-pool/play/budget";
import { D6_POOL_MODULE } from "../../../../src/rulesets/d6-pool/play/module";
import { STUN } from "../../../../src/rulesets/d6-pool/stun";
import { kestrel, thug } from "./actors";

const cards = D6_POOL_MODULE.cards;
const flagging = D6_POOL_MODULE.withOptions?.({ complication: "flag" }).cards;
const everyone = (...actors: ActorSnapshot[]) => Object.fromEntries(actors.map((actor) => [actor.ref, actor]));

function ok<T>(result: Outcome<T>): T {
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  return result.value;
}

/** Presses a button with faces for each die the rules ask for (a die's rerolls in its own list). */
function press(card: CardState, button: string, actors: readonly ActorSnapshot[], faces: number[][][], rules = cards): Outcome<CardTransition> {
  const input = { card, button, actors: everyone(...actors) };
  const dice = rules.press.dice(input);
  if (!dice.ok) return dice;
  expect(dice.value.length).toBe(faces.length);
  const outcomes: DiceOutcome[] = dice.value.map((request, index) => outcomeFromFaces(request, faces[index] ?? []));
  return rules.press.resolve(input, outcomes);
}

/** A budget in the fight: its turn begun, `count` actions declared. */
const declared = (count: number) => ok(declare(D6_POOL_MODULE.combat.startTurn(FRESH_BUDGET, { restricted: false }), count));

describe("the d6-pool roll card", () => {
  it("rolls at the code this round gives it, −1D per extra declared action, and takes an action", () => {
    const started = ok(cards.start.resolve({ actor: kestrel, action: "rollTrait", data: { trait: "dodge" }, targets: [], budget: declared(3) }, []));
    expect(started.card.data).toMatchObject({ code: "2D", penalty: 2 });
    expect(started.spend).toEqual({ actor: "Actor.kestrel", action: "roll" });
    expect(started.follow).toBe("roll");
  });

  it("marks a complication: the Wild Die's 1 and the highest other die struck off", () => {
    const started = ok(cards.start.resolve({ actor: kestrel, action: "rollTrait", data: { trait: "dodge" }, targets: [] }, []));
    const rolled = ok(press(started.card, "roll", [kestrel], [[[5], [2], [4], [1]]]));
    expect(rolled.card.data).toMatchObject({ result: { dice: [5, 2, 4, 1], wild: 1, complication: true, removed: 0, total: 6 } });
    const [roll] = cards.view(rolled.card, everyone(kestrel)).rolls;
    expect(roll).toMatchObject({
      dice: [5, 2, 4, 1],
      dieMarks: ["removed", "", "", "wild-removed"],
      total: 6,
      flag: { key: "TURNWRIGHT.D6Pool.Card.Complication" },
    });
  });

  it("keeps the total and only flags the complication where the world says so", () => {
    if (flagging === undefined) throw new Error("d6-pool takes options");
    const started = ok(flagging.start.resolve({ actor: kestrel, action: "rollTrait", data: { trait: "dodge" }, targets: [] }, []));
    const rolled = ok(press(started.card, "roll", [kestrel], [[[5], [2], [4], [1]]], flagging));
    expect(rolled.card.data).toMatchObject({ result: { complication: true, removed: null, total: 12 } });
  });

  it("adds a Character Point's die after the roll, two at most, each taking a point from the actor", () => {
    const started = ok(cards.start.resolve({ actor: kestrel, action: "rollTrait", data: { trait: "perception" }, targets: [] }, []));
    const rolled = ok(press(started.card, "roll", [kestrel], [[[2], [2], [3]]]));
    const first = ok(press(rolled.card, "point", [kestrel], [[[6, 4]]]));
    expect(first.changes).toEqual([{ actor: "Actor.kestrel", system: { characterPoints: 1 } }]);
    expect(first.card.data).toMatchObject({ points: [10] });
    const spentOne = { ...kestrel, system: { ...Object(kestrel.system), characterPoints: 1 } };
    const second = ok(press(first.card, "point", [spentOne], [[[3]]]));
    const spentTwo = { ...kestrel, system: { ...Object(kestrel.system), characterPoints: 0 } };
    expect(cards.view(second.card, everyone(spentTwo)).buttons.find((button) => button.id === "point")).toBeUndefined();
    expect(press(second.card, "point", [kestrel], [[[3]]])).toMatchObject({ ok: false, refusal: { code: "points-limit" } });
  });
});

describe("the d6-pool attack card", () => {
  const blaster = { item: "blaster" };

  it("reads the target's defence in force on its own: the difficulty is its total, even below 10", () => {
    const held = ok(spendAction(declared(1), "defence:dodge:partial:7"));
    const started = ok(
      cards.start.resolve({ actor: kestrel, action: "attack", data: blaster, targets: [thug], budget: declared(1), targetBudgets: { "Actor.thug": held } }, []),
    );
    expect(started.card.data).toMatchObject({ code: "4D+2", target: { difficulty: 7, defence: { kind: "dodge", total: 7, full: false } } });
    expect(started.spend).toEqual({ actor: "Actor.kestrel", action: "attack" });
  });

  it("sets the range part of the difficulty from the distance the GM's game measured: medium range adds 5, and the card says so", () => {
    // The blaster here reaches 10 / 30 / 60 m: 20 m is medium range.
    const started = ok(
      cards.start.resolve({ actor: kestrel, action: "attack", data: blaster, targets: [thug], distances: { "Actor.thug": { distance: 20, units: "m" } } }, []),
    );
    expect(started.card.data).toMatchObject({ target: { difficulty: 15, defence: null } });
    expect(started.card.reach).toEqual([{ target: "Actor.thug", name: "Thug", distance: 20, units: "m", band: "TURNWRIGHT.D6Pool.Range.medium", modifier: 5 }]);
    expect(cards.view(started.card, everyone(kestrel, thug)).lines).toContainEqual({
      key: "TURNWRIGHT.Range.InBand",
      data: { name: "Thug", distance: 20, units: "m", band: "TURNWRIGHT.D6Pool.Range.medium", modifier: "+5" },
    });
    // Point blank makes it easier: 10 − 5.
    const close = ok(
      cards.start.resolve({ actor: kestrel, action: "attack", data: blaster, targets: [thug], distances: { "Actor.thug": { distance: 2, units: "m" } } }, []),
    );
    expect(close.card.data).toMatchObject({ target: { difficulty: 5 } });
  });

  it("refuses a shot beyond long range and a blow beyond point blank, before anything is spent", () => {
    const far = cards.start.resolve(
      { actor: kestrel, action: "attack", data: blaster, targets: [thug], budget: declared(1), distances: { "Actor.thug": { distance: 61, units: "m" } } },
      [],
    );
    expect(far.ok ? null : far.refusal).toMatchObject({ code: "out-of-range", data: { weapon: "Blaster pistol", distance: 61, most: 60, units: "m" } });
    const blow = cards.start.resolve(
      { actor: kestrel, action: "attack", data: { item: "knife" }, targets: [thug], distances: { "Actor.thug": { distance: 4, units: "m" } } },
      [],
    );
    expect(blow.ok ? null : blow.refusal.code).toBe("out-of-reach");
  });

  it("is unchanged without a scene: no distance, no range modifier, nothing on the card", () => {
    const started = ok(cards.start.resolve({ actor: kestrel, action: "attack", data: blaster, targets: [thug] }, []));
    expect(started.card.data).toMatchObject({ target: { difficulty: 10 } });
    expect(started.card.reach).toBeUndefined();
  });

  it("meets the passive 10 when the target holds only a parry against a shot", () => {
    const held = ok(spendAction(declared(1), "defence:parry:full:5"));
    const started = ok(cards.start.resolve({ actor: kestrel, action: "attack", data: blaster, targets: [thug], targetBudgets: { "Actor.thug": held } }, []));
    expect(started.card.data).toMatchObject({ target: { difficulty: 10, defence: null } });
  });

  it("hits at the difficulty, adds the damage bonus, and writes the wound the resistance roll leaves", () => {
    const started = ok(cards.start.resolve({ actor: kestrel, action: "attack", data: blaster, targets: [thug] }, []));
    // 4D+2: 4, 5, 3 and the Wild Die 6 then 2, +2: 22 against 10, a bonus of 3.
    const rolled = ok(press(started.card, "roll", [kestrel, thug], [[[4], [5], [3], [6, 2]]]));
    expect(rolled.card.data).toMatchObject({ target: { hit: true, injury: { code: "4D", bonus: 3 } } });
    // Damage 4D: 4+4+3+3 = 14 + 3, rolled on the attack card: a damage card, nobody hurt yet.
    const damage = ok(press(rolled.card, "damage:Actor.thug", [kestrel, thug], [[[4], [4], [3], [3]]]));
    expect(damage.changes).toEqual([]);
    expect(press(damage.card, "point", [kestrel, thug], [[[3]]])).toMatchObject({ ok: false });
    const [card] = damage.spawn;
    if (card === undefined) throw new Error("no damage card");
    expect(card).toMatchObject({ kind: "damage", actors: ["Actor.kestrel", "Actor.thug"], data: { code: "4D", bonus: 3, damage: { total: 14 } } });
    // Dealt to the target, the thug rolls its own resistance: 3D and the jacket's 1D, 3+2+2+2 = 9; margin 8: wounded.
    const hurt = ok(press(card, "deal:target", [kestrel, thug], [[[3], [2], [2], [2]]]));
    expect(hurt.changes).toEqual([{ actor: "Actor.thug", system: { wound: "wounded" } }]);
    const view = cards.view(hurt.card, everyone(kestrel, thug));
    expect(view.lines).toContainEqual({
      key: "TURNWRIGHT.D6Pool.Card.DealtTo",
      data: { name: "Thug", code: "4D", resistance: 9, dice: "3, 2, 2, 2", margin: 8, wound: "TURNWRIGHT.D6Pool.Wound.wounded" },
    });
  });

  it("leaves a stun as an effect lasting two round ends, which an undo takes off", () => {
    const started = ok(cards.start.resolve({ actor: kestrel, action: "attack", data: blaster, targets: [thug] }, []));
    const rolled = ok(press(started.card, "roll", [kestrel, thug], [[[4], [5], [3], [6, 2]]]));
    // Damage 2+2+2+2 = 8 + 3 against 3+2+2+2 = 9: beaten by 2, stunned.
    const [card] = ok(press(rolled.card, "damage:Actor.thug", [kestrel, thug], [[[2], [2], [2], [2]]])).spawn;
    if (card === undefined) throw new Error("no damage card");
    const hurt = ok(press(card, "deal:target", [kestrel, thug], [[[3], [2], [2], [2]]]));
    // The wound stored is untouched: the stun holds it at stunned for its time, and then it is as it was.
    expect(hurt.changes).toEqual([{ actor: "Actor.thug", system: {}, effects: [{ tag: "dealt-0-0", effect: STUN }] }]);
    expect(STUN.entry.duration).toEqual({ unit: "round-ends", count: 2 });
    expect(cards.view(hurt.card, everyone(kestrel, thug)).lines).toContainEqual({ key: "TURNWRIGHT.D6Pool.Card.StunLasts", data: { name: "Thug" } });
    const undone = ok(press(hurt.card, "undo:0", [kestrel, thug], []));
    expect(undone.changes).toEqual([{ actor: "Actor.thug", system: {}, endEffects: ["dealt-0-0"] }]);
  });

  it("lays a wound on a stun in force and keeps the stored level to write back, not the stun's", () => {
    const started = ok(cards.start.resolve({ actor: kestrel, action: "attack", data: blaster, targets: [thug] }, []));
    const rolled = ok(press(started.card, "roll", [kestrel, thug], [[[4], [5], [3], [6, 2]]]));
    const [card] = ok(press(rolled.card, "damage:Actor.thug", [kestrel, thug], [[[4], [4], [3], [3]]])).spawn;
    if (card === undefined) throw new Error("no damage card");
    // The thug reads as stunned (an effect in force) over the unhurt it stores.
    const held = thug.system;
    if (typeof held !== "object" || held === null) throw new Error("no thug data");
    // As Foundry stores it: every field of the schema present.
    const stored = { ...held, wound: "unhurt" };
    const dazed: ActorSnapshot = { ...thug, system: { ...stored, wound: "stunned" }, source: stored };
    const hurt = ok(press(card, "deal:target", [kestrel, dazed], [[[3], [2], [2], [2]]]));
    // A wound is a word: written as decided, a change of stored data (the stun's effect read over it).
    expect(hurt.changes).toEqual([{ actor: "Actor.thug", system: { wound: "wounded" }, stored: true }]);
    const undone = ok(press(hurt.card, "undo:0", [kestrel, { ...thug, system: { ...stored, wound: "wounded" }, source: { ...stored, wound: "wounded" } }], []));
    expect(undone.changes).toEqual([{ actor: "Actor.thug", system: { wound: "unhurt" }, stored: true }]);
  });

  it("deals one damage roll to other defenders, each through its own resistance roll, and the GM's adjustment works on what gets through", () => {
    const started = ok(cards.start.resolve({ actor: kestrel, action: "attack", data: blaster, targets: [thug] }, []));
    const rolled = ok(press(started.card, "roll", [kestrel, thug], [[[4], [5], [3], [6, 2]]]));
    const [card] = ok(press(rolled.card, "damage:Actor.thug", [kestrel, thug], [[[4], [4], [3], [3]]])).spawn;
    if (card === undefined) throw new Error("no damage card");
    const halved = ok(press(card, "adjust:half", [kestrel, thug], []));
    // To the thug (3D and the jacket's 1D) and to Kestrel herself (her Strength 2D+2 alone), one resistance roll each, in the order pointed at.
    const input = { card: halved.card, button: "deal:selected", actors: everyone(kestrel, thug), defenders: [thug, kestrel] };
    const dice = ok(cards.press.dice(input));
    expect(dice.map((request) => request.count)).toEqual([4, 2]);
    const dealt = ok(
      cards.press.resolve(input, [
        outcomeFromFaces(dice[0] ?? { count: 0, faces: 6 }, [[3], [2], [2], [2]]),
        outcomeFromFaces(dice[1] ?? { count: 0, faces: 6 }, [[1], [1]]),
      ]),
    );
    // 17 against 9: 8, halved 4, wounded; 17 against 1+1+2 = 4: 13, halved 6, wounded.
    expect(dealt.changes).toEqual([
      { actor: "Actor.thug", system: { wound: "wounded" } },
      { actor: "Actor.kestrel", system: { wound: "wounded" } },
    ]);
  });

  it("refuses a second target, and an attack with no target", () => {
    expect(cards.start.resolve({ actor: kestrel, action: "attack", data: blaster, targets: [thug, kestrel] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "one-target" },
    });
    expect(cards.start.resolve({ actor: kestrel, action: "attack", data: blaster, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "no-target" },
    });
  });
});

describe("the d6-pool defence card", () => {
  it("is refused outside a fight, and beside other actions when full", () => {
    expect(cards.start.resolve({ actor: kestrel, action: "defend", data: { kind: "dodge", extent: "partial" }, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "not-in-fight" },
    });
    const busy = ok(spendAction(declared(2), "attack"));
    expect(cards.start.resolve({ actor: kestrel, action: "defend", data: { kind: "dodge", extent: "full" }, targets: [], budget: busy }, [])).toMatchObject({
      ok: false,
      refusal: { code: "full-defence-alone" },
    });
  });

  it("puts the rolled defence in force with the action, in one spend", () => {
    const budget = declared(2);
    const started = ok(cards.start.resolve({ actor: kestrel, action: "defend", data: { kind: "dodge", extent: "partial" }, targets: [], budget }, []));
    expect(started.card.data).toMatchObject({ code: "3D", penalty: 1 });
    const rolled = ok(press(started.card, "roll", [kestrel], [[[3], [4], [5]]]));
    expect(rolled.spend).toEqual({ actor: "Actor.kestrel", action: "defence:dodge:partial:12" });
    const spent = ok(spendAction(budget, rolled.spend?.action ?? ""));
    expect(budgetOf(spent)).toMatchObject({ used: 1, defence: { kind: "dodge", total: 12, full: false } });
  });
});
