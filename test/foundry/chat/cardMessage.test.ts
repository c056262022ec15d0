import { describe, expect, it } from "vitest";
import { cardToAct, readCardMessage } from "../../../src/foundry/chat/cardMessage";

const CARD = { kind: "attack", actors: ["Actor.a", "Actor.b"], data: { target: 45 }, used: [] };
const GM = { id: "gm", isGM: true };
const PLAYER = { id: "alice", isGM: false };

describe("a card read back from its chat message", () => {
  it("is acted on when a GM's game wrote it, as the roll of the player it names", () => {
    const read = readCardMessage({ type: "card", system: { ruleset: "d100-fate", card: CARD, roller: "alice" }, author: GM });
    expect(read).toEqual({ card: CARD, roller: "alice", writtenByGM: true });
    expect(cardToAct(read)).toEqual({ ok: true, value: { card: CARD, roller: "alice" } });
  });

  it("stays readable but is never acted on when a player's game wrote it: a forgery, or a card stored by an older version", () => {
    const forged = readCardMessage({ type: "card", system: { ruleset: "d100-fate", card: CARD, roller: "gm" }, author: PLAYER });
    expect(forged).toMatchObject({ card: CARD, writtenByGM: false });
    expect(cardToAct(forged)).toMatchObject({ ok: false, refusal: { code: "card-not-gm" } });
  });

  it("takes the author of a card written before cards were the GM's for its roller: that player pressed it", () => {
    // A world's card message as the previous schema stored it: no roller, the presser as author.
    const old = readCardMessage({ type: "card", system: { ruleset: "d100-fate", card: CARD }, author: PLAYER });
    expect(old).toEqual({ card: CARD, roller: "alice", writtenByGM: false });
    expect(readCardMessage({ type: "card", system: { ruleset: "d100-fate", card: CARD, roller: null }, author: PLAYER })?.roller).toBe("alice");
  });

  it("reads no card from another kind of message, a state that is no card, or a message whose author is gone", () => {
    expect(readCardMessage({ type: "base", system: { card: CARD }, author: GM })).toBeNull();
    expect(readCardMessage({ type: "card", system: { card: { kind: "attack" } }, author: GM })).toBeNull();
    expect(readCardMessage({ type: "card", system: null, author: GM })).toBeNull();
    expect(cardToAct(null)).toMatchObject({ ok: false, refusal: { code: "card-gone" } });
    const orphan = readCardMessage({ type: "card", system: { card: CARD, roller: "alice" }, author: null });
    expect(cardToAct(orphan)).toMatchObject({ ok: false, refusal: { code: "card-not-gm" } });
  });
});
