import { describe, expect, it } from "vitest";
import type { DiceOutcome } from "../../../../src/engine/dice/DiceRequest";
import { outcomeFromFaces } from "../../../../src/engine/dice/outcomeFromFaces";
import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";
import type { CardState, CardTransition, PressInput } from "../../../../src/engine/play/CardRules";
import type { Outcome } from "../../../../src/engine/Refusal";
import { renderText } from "../../../../src/engine/text/LocalText";
import { D20_SEGMENTS_MODULE } from "../../../../src/rulesets/d20-segments/play/module";
import { lostRounds, stunnedRounds } from "../../../../src/rulesets/d20-segments/lostRounds";
import { reader } from "../../../support/readers";
import { brute, d20Actor, marvok, tulkas } from "./actors";

const cards = D20_SEGMENTS_MODULE.cards;
const everyone = (...actors: ActorSnapshot[]) => Object.fromEntries(actors.map((actor) => [actor.ref, actor]));

function ok<T>(result: Outcome<T>): T {
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  return result.value;
}

interface Table {
  readonly actors: readonly ActorSnapshot[];
  readonly tallies?: Readonly<Record<string, number>>;
  readonly allies?: Readonly<Record<string, readonly ActorSnapshot[]>>;
}

/** Presses a button, every die of the rules' request at position i showing `faces[i]`. */
function press(card: CardState, button: string, table: Table, faces: number[][] = [], rules = cards): Outcome<CardTransition> {
  const input: PressInput = { card, button, actors: everyone(...table.actors), tallies: table.tallies ?? { gmActionDice: 3 }, allies: table.allies ?? {} };
  const dice = rules.press.dice(input);
  if (!dice.ok) return dice;
  expect(dice.value.length).toBe(faces.length);
  const outcomes: DiceOutcome[] = dice.value.map((request, index) =>
    outcomeFromFaces(
      request,
      (faces[index] ?? []).map((face) => [face]),
    ),
  );
  return rules.press.resolve(input, outcomes);
}

const duel: Table = { actors: [tulkas, marvok] };

/** Tulkas's attack on Marvok, rolled with this d20. */
function swing(die: number, table: Table = duel, unaware: readonly string[] = []): CardTransition {
  const started = ok(
    cards.start.resolve(
      { actor: tulkas, action: "attack", data: { item: "sword" }, targets: [marvok], budget: D20_SEGMENTS_MODULE.combat.freshBudget(null), unaware },
      [],
    ),
  );
  expect(started.spend).toEqual({ actor: tulkas.ref, action: "attack" });
  expect(started.follow).toBe("roll");
  return ok(press(started.card, "roll", table, [[die]]));
}

const buttonIds = (card: CardState, table: Table = duel) =>
  cards
    .view(card, everyone(...table.actors))
    .buttons.filter((button) => !button.used)
    .map((button) => button.id);

describe("the d20-segments attack card", () => {
  it("plays the source's duel: 13 + 8 = 21 against Marvok's rapier parry, 12 + 10 − 2 = 20, a hit", () => {
    const rolled = swing(13);
    expect(rolled.card.data).toMatchObject({ attack: { roll: 13, total: 21 }, target: { parry: 8, penalty: -2, dodge: 5, defence: null } });
    expect(buttonIds(rolled.card)).toEqual([`dodge:${marvok.ref}`, `parry:${marvok.ref}`, `take:${marvok.ref}`]);
    const view = cards.view(rolled.card, everyone(tulkas, marvok));
    expect(view.buttons.find((button) => button.id === `parry:${marvok.ref}`)?.audience).toEqual({ kind: "owner", actor: marvok.ref });
    const parried = ok(press(rolled.card, `parry:${marvok.ref}`, duel, [[12]]));
    expect(parried.card.data).toMatchObject({ target: { defence: { action: "parry", check: { roll: 12, total: 20 } } } });
    expect(parried.spend).toBeUndefined();
    expect(buttonIds(parried.card)).toEqual([`damage:${marvok.ref}`]);
    const damage = ok(press(parried.card, `damage:${marvok.ref}`, duel, [[7]]));
    expect(damage.changes).toEqual([]);
    const [card] = damage.spawn;
    if (card === undefined) throw new Error("no damage card");
    // Dealt to its target: the padded jack takes 1 off the 7.
    const dealt = ok(press(card, "deal:target", duel));
    expect(dealt.changes).toEqual([{ actor: marvok.ref, system: { "hitPoints.value": 8 } }]);
  });

  it("holds on equal totals, and refuses damage on a miss", () => {
    const parried = ok(press(swing(12).card, `parry:${marvok.ref}`, duel, [[12]]));
    expect(cards.view(parried.card, everyone(tulkas, marvok)).lines.at(-1)).toMatchObject({ key: "TURNWRIGHT.D20Segments.Card.Miss" });
    expect(press(parried.card, `damage:${marvok.ref}`, duel, [[5]])).toMatchObject({ ok: false, refusal: { code: "no-hit" } });
  });

  it("offers no defence to a target caught unaware: the attack simply lands", () => {
    const rolled = swing(3, duel, [marvok.ref]);
    expect(rolled.card.data).toMatchObject({ target: { defenceless: "unaware", defence: { action: "none" } } });
    expect(buttonIds(rolled.card)).toEqual([`damage:${marvok.ref}`]);
  });

  it("doubles a natural 20's damage, and lets the GM undo it on the damage card while nobody holds it", () => {
    const rolled = swing(20);
    const taken = ok(press(rolled.card, `take:${marvok.ref}`, duel));
    const view = cards.view(taken.card, everyone(tulkas, marvok));
    expect(view.buttons.find((button) => button.id === "uncritical")?.audience).toEqual({ kind: "gm" });
    const damage = ok(press(taken.card, `damage:${marvok.ref}`, duel, [[6]]));
    // Rolled, the damage is its own card's: the attack card no longer offers the undoing.
    expect(buttonIds(damage.card)).toEqual([]);
    expect(press(damage.card, "uncritical", duel)).toMatchObject({ ok: false, refusal: { code: "critical-on-damage-card" } });
    const [card] = damage.spawn;
    if (card === undefined) throw new Error("no damage card");
    const doubled = ok(press(card, "deal:target", duel));
    // 6 doubled less 1.
    expect(doubled.changes).toEqual([{ actor: marvok.ref, system: { "hitPoints.value": 3 } }]);
    const hurt = d20Actor(marvok.ref, "Marvok", { ...Object(marvok.system), hitPoints: { max: 14, value: 3 } }, marvok.items);
    expect(press(doubled.card, "uncritical", { actors: [tulkas, hurt] })).toMatchObject({ ok: false, refusal: { code: "critical-dealt" } });
    const undone = ok(press(doubled.card, "undo:0", { actors: [tulkas, hurt] }));
    expect(undone.changes).toEqual([{ actor: marvok.ref, system: { "hitPoints.value": 14 } }]);
    const plain = ok(press(undone.card, "uncritical", duel));
    expect(plain.card.data).toMatchObject({ critical: false, criticalUndone: true });
    // 6 less 1.
    expect(ok(press(plain.card, "deal:target", duel)).changes).toEqual([{ actor: marvok.ref, system: { "hitPoints.value": 9 } }]);
  });

  it("deals one roll to other defenders, each behind its own armour, and refuses a defender twice", () => {
    const rolled = swing(13);
    const parried = ok(press(rolled.card, `parry:${marvok.ref}`, duel, [[12]]));
    const [card] = ok(press(parried.card, `damage:${marvok.ref}`, duel, [[7]])).spawn;
    if (card === undefined) throw new Error("no damage card");
    const input = { card, button: "deal:selected", actors: everyone(tulkas, marvok), defenders: [marvok, tulkas, marvok] };
    const dealt = ok(cards.press.resolve(input, []));
    expect(dealt.changes.map((change) => change.actor)).toEqual([marvok.ref, tulkas.ref]);
    expect(cards.press.resolve({ ...input, card: dealt.card, defenders: [tulkas] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "damage-dealt-already" },
    });
  });

  it("refuses a second defence, a defence before the roll, and an attack at two targets", () => {
    const parried = ok(press(swing(10).card, `parry:${marvok.ref}`, duel, [[4]]));
    expect(press(parried.card, `dodge:${marvok.ref}`, duel)).toMatchObject({ ok: false, refusal: { code: "defence-closed" } });
    const started = ok(cards.start.resolve({ actor: tulkas, action: "attack", data: { item: "sword" }, targets: [marvok] }, []));
    expect(press(started.card, `parry:${marvok.ref}`, duel, [[9]])).toMatchObject({ ok: false, refusal: { code: "card-not-rolled" } });
    expect(cards.start.resolve({ actor: tulkas, action: "attack", data: { item: "sword" }, targets: [marvok, brute] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "one-target" },
    });
    expect(cards.start.resolve({ actor: tulkas, action: "attack", data: { item: "axe" }, targets: [marvok] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "weapon-not-ready" },
    });
  });
});

describe("a natural 1 on the card", () => {
  it("on a player character's attack is the GM's to buy from the world's pool: the attack misses, the table is rolled and carried out", () => {
    const rolled = swing(1);
    const offer = cards.view(rolled.card, everyone(tulkas, marvok)).buttons.find((button) => button.id === "botch:attack");
    expect(offer?.audience).toEqual({ kind: "gm" });
    const paid = ok(press(rolled.card, "botch:attack", duel));
    expect(paid.tallies).toEqual({ gmActionDice: 2 });
    expect(paid.follow).toBe("table:attack");
    // 3d6 = 9: the bastard sword is dropped. Its item is no longer equipped, and the round is over for Tulkas.
    const table = ok(press(paid.card, "table:attack", duel, [[4, 3, 2]]));
    expect(table.changes).toEqual([
      { actor: tulkas.ref, system: {}, effects: [{ tag: "botch-attack-lost", effect: lostRounds(1) }], items: { sword: { equipped: false } } },
    ]);
    expect(table.card.data).toMatchObject({
      botches: [{ side: "attack", state: "paid", tables: [{ dice: [4, 3, 2], total: 9 }], result: "drop-weapon", applied: true }],
    });
    expect(cards.view(table.card, everyone(tulkas, marvok)).lines.at(-1)).toMatchObject({ key: "TURNWRIGHT.D20Segments.Card.Miss" });
  });

  it("is refused when the GM's pool is empty, and may be let pass: the roll then stands as rolled", () => {
    const rolled = swing(1);
    expect(press(rolled.card, "botch:attack", { ...duel, tallies: { gmActionDice: 0 } })).toMatchObject({ ok: false, refusal: { code: "no-action-dice" } });
    const passed = ok(press(rolled.card, "pass:attack", duel));
    expect(passed.changes).toEqual([]);
    expect(buttonIds(passed.card)).toEqual([`dodge:${marvok.ref}`, `parry:${marvok.ref}`, `take:${marvok.ref}`]);
  });

  it("on a GM character's defence is the player's to buy with its own character's die, and the failed parry lets the blow land", () => {
    const parried = ok(press(swing(5).card, `parry:${marvok.ref}`, duel, [[1]]));
    const offer = cards.view(parried.card, everyone(tulkas, marvok)).buttons.find((button) => button.id === "botch:defence");
    expect(offer).toMatchObject({ audience: { kind: "owner", actor: tulkas.ref }, label: { data: { left: 2 } } });
    const paid = ok(press(parried.card, "botch:defence", duel));
    expect(paid.changes).toEqual([{ actor: tulkas.ref, system: { actionDiceSpent: 1 } }]);
    expect(paid.tallies).toBeUndefined();
    // 3d6 = 7, comic relief: 1d3 = 2 more rounds, so 3 counting this one.
    const table = ok(press(paid.card, "table:defence", duel, [[2, 3, 2]]));
    expect(table.follow).toBe("duration:defence");
    const lasting = ok(press(table.card, "duration:defence", duel, [[2]]));
    expect(lasting.changes).toEqual([{ actor: marvok.ref, system: {}, effects: [{ tag: "botch-defence-lost", effect: lostRounds(3) }] }]);
    expect(buttonIds(lasting.card)).toEqual([`damage:${marvok.ref}`]);
  });

  it("offers nothing when the other side may not buy it: a GM character's 1 against another GM character's", () => {
    const started = ok(cards.start.resolve({ actor: brute, action: "attack", data: { item: "" }, targets: [marvok] }, []));
    const rolled = ok(press(started.card, "roll", { actors: [brute, marvok] }, [[1]]));
    expect(rolled.card.data).toMatchObject({ botches: [] });
  });

  it("stuns for a snag, and reaches the nearest ally for a teammate result", () => {
    const table: Table = { actors: [tulkas, marvok], allies: { [marvok.ref]: [brute] } };
    const parried = ok(press(swing(5, table).card, `parry:${marvok.ref}`, table, [[1]]));
    const paid = ok(press(parried.card, "botch:defence", table));
    // 3d6 = 15: damage to a teammate, with the rapier's 1d6 on the brute.
    const read = ok(press(paid.card, "table:defence", table, [[5, 5, 5]]));
    expect(read.follow).toBe("blow:defence");
    const blow = ok(press(read.card, "blow:defence", { ...table, actors: [tulkas, marvok] }, [[4]]));
    expect(blow.changes).toEqual([
      { actor: marvok.ref, system: {}, effects: [{ tag: "botch-defence-lost", effect: lostRounds(1) }] },
      { actor: brute.ref, system: { "hitPoints.value": 6 } },
    ]);
    // 3d6 = 12: the brute is harried out of its actions to the end of the round.
    const harry = ok(press(paid.card, "table:defence", table, [[4, 4, 4]]));
    expect(harry.changes).toEqual([
      { actor: marvok.ref, system: {}, effects: [{ tag: "botch-defence-lost", effect: lostRounds(1) }] },
      { actor: brute.ref, system: {}, effects: [{ tag: "botch-defence-harried", effect: lostRounds(1) }] },
    ]);
    const snag = ok(press(ok(press(paid.card, "table:defence", table, [[1, 2, 3]])).card, "duration:defence", table, [[3]]));
    // Two effects, so the HUD may end the stun and leave the lost rounds, or the other way round.
    expect(snag.changes).toEqual([
      {
        actor: marvok.ref,
        system: {},
        effects: [
          { tag: "botch-defence-lost", effect: lostRounds(4) },
          { tag: "botch-defence-stunned", effect: stunnedRounds(4) },
        ],
      },
    ]);
    // A snag of one round says "round" in the singular, in each language's own plural rules.
    const once = ok(press(ok(press(paid.card, "table:defence", table, [[1, 2, 3]])).card, "duration:defence", table, [[1]]));
    const said = (lang: "en" | "de" | "fr") =>
      cards
        .view(once.card, everyone(tulkas, marvok))
        .lines.map((line) => renderText(line, reader(lang)))
        .filter((line) => /nag|rutscher|ccroc/.test(line));
    expect([...said("en"), ...said("de"), ...said("fr")]).toEqual([
      "Snag: Marvok is stunned for 1 round",
      "Ausrutscher: Marvok ist 1 Runde betäubt",
      "Accroc\u00a0: Marvok est étourdi pendant 1 round",
    ]);
  });

  it("rolls the table again, by the same hand, for a result that cannot happen: no ally to harry", () => {
    const parried = ok(press(swing(5).card, `parry:${marvok.ref}`, duel, [[1]]));
    const paid = ok(press(parried.card, "botch:defence", duel));
    const again = ok(press(paid.card, "table:defence", duel, [[4, 4, 4]]));
    expect(again.follow).toBe("table:defence");
    expect(again.card.used).not.toContain("table:defence");
    const trip = ok(press(again.card, "table:defence", duel, [[4, 4, 5]]));
    expect(trip.card.data).toMatchObject({ botches: [{ tables: [{ total: 12 }, { total: 13 }], result: "trip-self" }] });
    expect(trip.changes).toEqual([
      { actor: marvok.ref, system: { "conditions.prone": true }, effects: [{ tag: "botch-defence-lost", effect: lostRounds(1) }] },
    ]);
  });
});

describe("the d20-segments check card", () => {
  it("rolls 1d20 + the skill, +0 for one the sheet leaves empty, and takes the round's action", () => {
    const started = ok(
      cards.start.resolve(
        { actor: tulkas, action: "rollSkill", data: { skill: "bows" }, targets: [], budget: D20_SEGMENTS_MODULE.combat.freshBudget(null) },
        [],
      ),
    );
    expect(started.spend).toEqual({ actor: tulkas.ref, action: "check" });
    const rolled = ok(press(started.card, "roll", duel, [[11]]));
    expect(rolled.card.data).toMatchObject({ skill: "bows", bonus: 0, check: { roll: 11, total: 11 }, botches: [] });
    expect(cards.start.resolve({ actor: tulkas, action: "rollSkill", data: { skill: "juggling" }, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "unknown-skill" },
    });
  });

  it("offers the GM a player character's natural 1", () => {
    const started = ok(cards.start.resolve({ actor: tulkas, action: "rollSkill", data: { skill: "dodge" }, targets: [] }, []));
    const rolled = ok(press(started.card, "roll", duel, [[1]]));
    expect(buttonIds(rolled.card)).toEqual(["botch:check", "pass:check"]);
  });
});
