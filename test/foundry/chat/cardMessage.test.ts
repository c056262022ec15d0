import { describe, expect, it } from "vitest";
import { cardToAct, readCardMessage } from "../../../src/foundry/chat/cardMessage";

const CARD = { kind: "attack", actors: ["Actor.a", "Actor.b"], data: { target: 45 }, used: [] };
const GM = { id: "gm", isGM: true };
const PLAYER = { id: "alice", isGM: false };

describe("a card read back from its chat message", () => {
  it("is acted on when a GM's game wrote it, as the roll of the player it names", () => {
    const read = readCardMessage({ type: "card", system: { ruleset: "d100-fate", card: CARD, roller: "alice" }, isRoll: false, author: GM });
    expect(read).toEqual({ card: CARD, roller: "alice", thrown: false, writtenByGM: true });
    expect(cardToAct(read)).toEqual({ ok: true, value: { card: CARD, roller: "alice", thrown: false } });
  });

  it("stays readable but is never acted on when a player's game wrote it: a forgery, or a card stored by an older version", () => {
    const forged = readCardMessage({ type: "card", system: { ruleset: "d100-fate", card: CARD, roller: "gm" }, isRoll: false, author: PLAYER });
    expect(forged).toMatchObject({ card: CARD, writtenByGM: false });
    expect(cardToAct(forged)).toMatchObject({ ok: false, refusal: { code: "card-not-gm" } });
  });

  it("takes the author of a card written before cards were the GM's for its roller: that player pressed it", () => {
    // A world's card message as the previous schema stored it: no roller, the presser as author.
    const old = readCardMessage({ type: "card", system: { ruleset: "d100-fate", card: CARD }, isRoll: false, author: PLAYER });
    expect(old).toEqual({ card: CARD, roller: "alice", thrown: false, writtenByGM: false });
    expect(readCardMessage({ type: "card", system: { ruleset: "d100-fate", card: CARD, roller: null }, isRoll: false, author: PLAYER })?.roller).toBe("alice");
  });

  it("reads no card from another kind of message, a state that is no card, or a message whose author is gone", () => {
    expect(readCardMessage({ type: "base", system: { card: CARD }, isRoll: false, author: GM })).toBeNull();
    expect(readCardMessage({ type: "card", system: { card: { kind: "attack" } }, isRoll: false, author: GM })).toBeNull();
    expect(readCardMessage({ type: "card", system: null, isRoll: false, author: GM })).toBeNull();
    expect(cardToAct(null)).toMatchObject({ ok: false, refusal: { code: "card-gone" } });
    const orphan = readCardMessage({ type: "card", system: { card: CARD, roller: "alice" }, isRoll: false, author: null });
    expect(cardToAct(orphan)).toMatchObject({ ok: false, refusal: { code: "card-not-gm" } });
  });

  it("is seen as a thrown roll once it carries rolls, or when a press of a thrown card made it; a card stored before the mark, by its own rolls", () => {
    const system = { ruleset: "d100-fate", card: CARD, roller: "alice" };
    expect(readCardMessage({ type: "card", system, isRoll: true, author: GM })?.thrown).toBe(true);
    expect(readCardMessage({ type: "card", system: { ...system, fromThrow: true }, isRoll: false, author: GM })?.thrown).toBe(true);
    expect(readCardMessage({ type: "card", system: { ...system, fromThrow: false }, isRoll: false, author: GM })?.thrown).toBe(false);
    // As this version's schema stores a card written before the mark: the field at its initial value, or absent.
    expect(readCardMessage({ type: "card", system, isRoll: false, author: GM })?.thrown).toBe(false);
    expect(readCardMessage({ type: "card", system: { ...system, fromThrow: "yes" }, isRoll: false, author: GM })?.thrown).toBe(false);
  });
});
