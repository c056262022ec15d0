import { Type } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import { cardRules, defineCard } from "../../../src/engine/play/CardKind";
import type { CardState } from "../../../src/engine/play/CardRules";
import { text } from "../../../src/engine/text/LocalText";
import { allow } from "../../../src/engine/Refusal";
import { NO_MODIFIERS } from "../../../src/engine/play/RollModifiers";

const CoinSchema = Type.Object({ flips: Type.Integer({ minimum: 0 }) });
const DAMAGED = { title: text("damaged"), rolls: [], lines: [], buttons: [] };

const NOTE_VIEW = () => ({ title: text("note"), rolls: [], lines: [], buttons: [] });

/** A toy rule set: a coin card that is flipped with a d2, and a note card with no button. */
const CARDS = cardRules({
  kinds: [
    defineCard({
      kind: "coin",
      schema: CoinSchema,
      starts: { flip: (input) => allow({ card: { kind: "coin", actors: [input.actor.ref], data: { flips: 0 }, used: [] }, spawn: [], changes: [] }) },
      buttons: {
        flip: {
          dice: () => allow([{ count: 1, faces: 2 }]),
          resolve: (press, outcomes) =>
            allow({
              card: { ...press.card, data: { flips: press.data.flips + (outcomes[0]?.total ?? 0) }, used: [...press.card.used, press.button] },
              spawn: [],
              changes: [],
            }),
        },
        call: { resolve: (press) => allow({ card: press.card, spawn: [], changes: [{ actor: press.ref, system: {} }] }) },
      },
      view: (data) => ({ title: text("coin", { flips: data.flips }), rolls: [], lines: [], buttons: [] }),
    }),
    defineCard({ kind: "note", schema: Type.Object({}), buttons: {}, view: NOTE_VIEW }),
  ],
  modifiers: NO_MODIFIERS,
  damaged: () => DAMAGED,
});

const coin = (data: Record<string, unknown>, used: string[] = []): CardState => ({ kind: "coin", actors: ["A"], data, used });
const press = (card: CardState, button: string) => ({ card, button, actors: {} });

describe("a rule set's cards, dispatched by kind and button", () => {
  it("opens a card from a sheet action by name, and names an action it does not have", () => {
    const actor = { ref: "A", name: "A", type: "t", system: {}, items: [] };
    expect(CARDS.start.resolve({ actor, action: "flip", data: {}, targets: [] }, [])).toMatchObject({ ok: true, value: { card: { kind: "coin" } } });
    expect(CARDS.start.resolve({ actor, action: "shuffle", data: {}, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "unknown-sheet-action", data: { action: "shuffle" } },
    });
  });

  it("asks a button for its dice and resolves it with them; a button with no dice asks for none", () => {
    expect(CARDS.press.dice(press(coin({ flips: 1 }), "flip"))).toEqual({ ok: true, value: [{ count: 1, faces: 2 }] });
    expect(CARDS.press.resolve(press(coin({ flips: 1 }), "flip"), [{ request: { count: 1, faces: 2 }, dice: [], total: 2 }])).toMatchObject({
      ok: true,
      value: { card: { data: { flips: 3 } } },
    });
    expect(CARDS.press.dice(press(coin({ flips: 0 }), "call:B"))).toEqual({ ok: true, value: [] });
    expect(CARDS.press.resolve(press(coin({ flips: 0 }), "call:B"), [])).toMatchObject({ ok: true, value: { changes: [{ actor: "B" }] } });
  });

  it("refuses, before any dice, a card of no kind it has, damaged data, a used button and a button the kind does not have", () => {
    for (const step of [(input: ReturnType<typeof press>) => CARDS.press.dice(input), (input: ReturnType<typeof press>) => CARDS.press.resolve(input, [])]) {
      expect(step(press({ kind: "tarot", actors: [], data: {}, used: [] }, "flip"))).toMatchObject({ ok: false, refusal: { code: "card-kind" } });
      expect(step(press(coin({ flips: -1 }), "flip"))).toMatchObject({ ok: false, refusal: { code: "card-damaged" } });
      expect(step(press(coin({ flips: 0 }, ["flip"]), "flip"))).toMatchObject({ ok: false, refusal: { code: "card-used" } });
      expect(step(press(coin({ flips: 0 }), "toString"))).toMatchObject({ ok: false, refusal: { code: "unknown-button" } });
      expect(step(press({ kind: "note", actors: [], data: {}, used: [] }, "flip"))).toMatchObject({ ok: false, refusal: { code: "unknown-button" } });
    }
  });

  it("draws a card through its kind's view, and any card it cannot read as damaged", () => {
    expect(CARDS.view(coin({ flips: 4 }), {}).title).toEqual(text("coin", { flips: 4 }));
    expect(CARDS.view(coin({ flips: "four" }), {})).toBe(DAMAGED);
    expect(CARDS.view({ kind: "tarot", actors: [], data: {}, used: [] }, {})).toBe(DAMAGED);
  });

  it("names the kind each sheet action opens", () => {
    expect(CARDS.opens).toEqual({ flip: "coin" });
  });
});

describe("a rule set's list of cards, checked when it loads", () => {
  const opened = (kind: string, action: string) =>
    defineCard({
      kind,
      schema: Type.Object({}),
      starts: { [action]: (input) => allow({ card: { kind, actors: [input.actor.ref], data: {}, used: [] }, spawn: [], changes: [] }) },
      buttons: {},
      view: NOTE_VIEW,
    });
  const rules =
    (...kinds: ReturnType<typeof opened>[]) =>
    () =>
      cardRules({ kinds, modifiers: NO_MODIFIERS, damaged: () => DAMAGED });

  it("refuses two kinds with one id", () => {
    expect(rules(opened("coin", "flip"), opened("coin", "toss"))).toThrow('Two kinds of card are called "coin"');
  });

  it("refuses two kinds claiming one sheet action, naming both", () => {
    expect(rules(opened("coin", "flip"), opened("die", "flip"))).toThrow('The sheet action "flip" is claimed by two kinds of card, "coin" and "die"');
  });

  it("takes kinds that each have their own id and actions", () => {
    expect(rules(opened("coin", "flip"), opened("die", "throw"))().opens).toEqual({ flip: "coin", throw: "die" });
  });
});
