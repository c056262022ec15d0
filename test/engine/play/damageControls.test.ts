import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADJUST_STEPS, controlId, readControl, type DamageControl } from "../../../src/engine/play/damageControls";
import { adjusted, MOST_TYPED_DAMAGE, readDamageRecord, stepSigns, storedDamageRecord, typedDamage } from "../../../src/engine/play/damageRecord";
import { fieldAt } from "../../../src/engine/play/storedWrite";
import { withDotPaths } from "../../support/dotPaths";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import type { CardState } from "../../../src/engine/play/CardRules";
import { D100_CARDS } from "../../../src/rulesets/d100-fate/play/cards";
import { packActor, weaponId } from "../../rulesets/d100-fate/play/packActors";

describe("the GM's adjustment of what gets through", () => {
  it("works each step in the order clicked, never below none", () => {
    expect(adjusted([], 7)).toBe(7);
    expect(adjusted(["half"], 7)).toBe(3);
    expect(adjusted(["half", "more"], 7)).toBe(4);
    expect(adjusted(["more", "half"], 7)).toBe(4);
    expect(adjusted(["double", "less"], 7)).toBe(13);
    expect(adjusted(["less", "less"], 1)).toBe(0);
  });

  it("is shown in signs, a run of ones as one number", () => {
    expect(stepSigns(["half", "more", "more", "less", "double"])).toBe("×½ +1 ×2");
    expect(stepSigns(["more", "less"])).toBe("");
    expect(stepSigns(["less", "less"])).toBe("−2");
  });

  it("sets what gets through to an amount the GM typed, and works the steps after it on that", () => {
    expect(adjusted([{ set: 5 }], 12)).toBe(5);
    expect(adjusted(["double", { set: 5 }, "more"], 12)).toBe(6);
    expect(stepSigns(["half", { set: 5 }, "more"])).toBe("×½ =5 +1");
  });

  it.each([
    ["7", 7],
    [" 12 ", 12],
    ["0", 0],
    ["+3", 3],
    [String(MOST_TYPED_DAMAGE), MOST_TYPED_DAMAGE],
  ])("reads the typed amount %j as %i", (typed, amount) => {
    expect(typedDamage(typed)).toEqual({ ok: true, value: amount });
  });

  it.each([
    [undefined, "damage-amount-missing"],
    ["", "damage-amount-missing"],
    ["2.5", "damage-amount-not-whole"],
    ["1e3", "damage-amount-not-whole"],
    ["seven", "damage-amount-not-whole"],
    ["0x10", "damage-amount-not-whole"],
    ["-3", "damage-amount-negative"],
    [String(MOST_TYPED_DAMAGE + 1), "damage-amount-too-large"],
    ["99999999999999999999", "damage-amount-too-large"],
  ])("refuses the typed amount %j in words (%s)", (typed, code) => {
    expect(typedDamage(typed)).toMatchObject({ ok: false, refusal: { code } });
  });

  it("never goes below none, whatever the steps", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ADJUST_STEPS), { maxLength: 12 }),
        fc.integer({ min: -5, max: 60 }),
        (steps, amount) => adjusted(steps, amount) >= 0,
      ),
    );
  });
});

describe("damage controls as button ids", () => {
  const controls: DamageControl[] = [
    { op: "deal", to: "target" },
    { op: "deal", to: "selected" },
    { op: "deal", to: "targeted" },
    ...ADJUST_STEPS.map((step) => ({ op: "adjust" as const, step })),
    { op: "adjust", step: "reset" },
    { op: "adjust", step: "set" },
    { op: "undo", entry: 0 },
    { op: "undo", entry: 12 },
  ];

  it("reads back every id it writes", () => {
    for (const control of controls) expect(readControl(controlId(control))).toEqual(control);
  });

  it.each(["deal", "deal:", "deal:everyone", "adjust:triple", "undo:-1", "undo:01", "undo:1e3", "undo:99999", "dodge:Actor.a", "roll"])(
    "reads no control from %s",
    (id) => {
      expect(readControl(id)).toBeNull();
    },
  );
});

describe("a card's record of its damage", () => {
  it("is empty on a card that dealt none, and refused when it is not a record", () => {
    const card: CardState = { kind: "damage", actors: [], data: {}, used: [] };
    expect(readDamageRecord(card)).toEqual({ ok: true, value: { steps: [], dealt: [] } });
    expect(readDamageRecord({ ...card, damage: { steps: ["triple"], dealt: [] } })).toMatchObject({ ok: false, refusal: { code: "card-damaged" } });
    expect(
      readDamageRecord({ ...card, damage: { steps: [], dealt: [{ ref: "A", name: "A", before: { x: {} }, after: {}, lines: [], undone: false }] } }),
    ).toMatchObject({ ok: false, refusal: { code: "card-damaged" } });
  });

  it("is stored with its fields nested, never under a dotted key (Foundry expands those before it stores a write), and reads the same either way", () => {
    const card: CardState = { kind: "damage", actors: [], data: {}, used: [] };
    const entry = { ref: "Actor.a", name: "A", lines: [], undone: false };
    const nested = { steps: [], dealt: [{ ...entry, before: { wounds: { value: 16 } }, after: { wounds: { value: 9 } } }] };
    const dotted = { steps: [], dealt: [{ ...entry, before: { "wounds.value": 16 }, after: { "wounds.value": 9 } }] };
    const read = readDamageRecord({ ...card, damage: nested });
    expect(read).toEqual({ ok: true, value: dotted });
    expect(readDamageRecord({ ...card, damage: dotted })).toEqual(read);
    expect(read.ok && storedDamageRecord(read.value)).toEqual(nested);
  });

  it("reads a field by its path, and nothing that is no plain value", () => {
    expect(fieldAt({ wounds: { value: 3 } }, "wounds.value")).toBe(3);
    expect(fieldAt({ wounds: { value: 3 } }, "wounds")).toBeUndefined();
    expect(fieldAt({ wounds: { value: 3 } }, "toString")).toBeUndefined();
    expect(fieldAt(null, "wounds.value")).toBeUndefined();
  });
});

describe("undo after a deal, for any adjustment (d100-fate's damage card)", () => {
  const sergeant = packActor("guard-sergeant", "Actor.sergeant");
  const cultist = packActor("cultist", "Actor.cultist");

  /** A damage card of the sergeant's las rifle at the cultist: the roll `roll`, the damage die `face`. */
  function damageCard(roll: number, face: number): CardState {
    const actors = { [sergeant.ref]: sergeant, [cultist.ref]: cultist };
    const press = (card: CardState, button: string, faces: number[]): CardState[] => {
      const dice = D100_CARDS.press.dice({ card, button, actors });
      if (!dice.ok) throw new Error(dice.refusal.message);
      const done = D100_CARDS.press.resolve(
        { card, button, actors },
        dice.value.map((request, i) => outcomeFromFaces(request, [[faces[i] ?? 1]])),
      );
      if (!done.ok) throw new Error(done.refusal.message);
      return [done.value.card, ...done.value.spawn];
    };
    const started = D100_CARDS.start.resolve(
      { actor: sergeant, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: [cultist] },
      [],
    );
    if (!started.ok) throw new Error(started.refusal.message);
    const [rolled = started.value.card] = press(started.value.card, "roll", [roll]);
    const [taken = rolled] = press(rolled, "take:Actor.cultist", []);
    const [, damage] = press(taken, "damage:Actor.cultist", [face]);
    if (damage === undefined) throw new Error("no damage card");
    return damage;
  }

  it("gives every defender back exactly the values it had", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.constantFrom(...ADJUST_STEPS), { maxLength: 6 }),
        fc.constantFrom(sergeant, cultist),
        (roll, face, steps, defender: ActorSnapshot) => {
          let card = damageCard(roll, face);
          for (const step of steps) {
            const adjustedCard = D100_CARDS.press.resolve({ card, button: `adjust:${step}`, actors: {} }, []);
            if (!adjustedCard.ok) throw new Error(adjustedCard.refusal.message);
            card = adjustedCard.value.card;
          }
          const dealt = D100_CARDS.press.resolve({ card, button: "deal:selected", actors: {}, defenders: [defender] }, []);
          if (!dealt.ok) throw new Error(dealt.refusal.message);
          const hurt: ActorSnapshot = dealt.value.changes.reduce(
            (actor, change) => ({ ...actor, system: withDotPaths(actor.system, change.system) }),
            defender,
          );
          const undone = D100_CARDS.press.resolve({ card: dealt.value.card, button: "undo:0", actors: { [defender.ref]: hurt } }, []);
          if (!undone.ok) throw new Error(undone.refusal.message);
          const healed = undone.value.changes.reduce((actor, change) => ({ ...actor, system: withDotPaths(actor.system, change.system) }), hurt);
          expect(healed.system).toEqual(defender.system);
          expect(undone.value.changes.length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 200, seed: 27 },
    );
  });
});
