import { describe, expect, it } from "vitest";
import { readCardState } from "../../src/engine/play/readCardState";
import { foundryCommon, type CommonDocument, type Data } from "./foundryCommon";

const foundryCode = await foundryCommon();
// Turnwright's Foundry modules come after Foundry's globals (foundryCommon).
const { CardMessageModel } = await import("../../src/foundry/data/CardMessageModel");
const { CARD_MESSAGE_TYPE } = await import("../../src/foundry/chat/cardMessage");
const { BaseChatMessage, BaseUser } = foundryCode.documents;

// As registerCards puts it in CONFIG at init (src/foundry/chat/registerCards.ts).
foundryCode.dataModels.ChatMessage[CARD_MESSAGE_TYPE] = CardMessageModel;

const { USER_ROLES, DOCUMENT_OWNERSHIP_LEVELS } = foundry.CONST;
const gm = new BaseUser({ _id: "gamemaster000000", name: "GM", role: USER_ROLES.GAMEMASTER });
const player = new BaseUser({ _id: "player0000000000", name: "Tamsin", role: USER_ROLES.PLAYER });
const other = new BaseUser({ _id: "otherplayer00000", name: "Kell", role: USER_ROLES.PLAYER });

/** A card as the GM's game writes one (src/foundry/chat/foundryCardWorld.ts, `createCards`). */
const CARD = { kind: "attack", actors: ["Actor.varro00000000000"], data: { step: "hit", pending: { defender: "Actor.kell000000000000" } }, used: [] };

function card(author: CommonDocument, cardState: unknown = CARD): CommonDocument {
  return new BaseChatMessage(
    { _id: "message000000000", type: CARD_MESSAGE_TYPE, author: author.id, system: { ruleset: "d100-fate", card: cardState, roller: player.id } },
    { strict: true },
  );
}

describe("a card message on v13's ChatMessage (common/documents/chat-message.mjs)", () => {
  it("holds a card whole in the card model, and refuses one without its rule set (common/data/fields.mjs ObjectField, StringField)", () => {
    const message = card(gm);
    expect(message.system).toBeInstanceOf(CardMessageModel);
    // A card written before spawned cards were marked reads as one made by no press of a thrown card (BooleanField, initial false).
    expect(message._source["system"]).toEqual({ ruleset: "d100-fate", card: CARD, roller: player.id, fromThrow: false });
    const spawned = new BaseChatMessage(
      { _id: "message000000002", type: CARD_MESSAGE_TYPE, author: gm.id, system: { ruleset: "d100-fate", card: CARD, roller: player.id, fromThrow: true } },
      { strict: true },
    );
    expect(spawned._source["system"]).toMatchObject({ fromThrow: true });
    expect(() => new BaseChatMessage({ type: CARD_MESSAGE_TYPE, author: gm.id, system: { card: CARD } }, { strict: true })).toThrow(/ruleset/);
  });

  it("replaces the card whole when the GM's game writes it with ==card, so keys the new state dropped are gone (DataModel#updateSource; SchemaField#_updateDiff, ObjectField#_updateCommit)", () => {
    const message = card(gm);
    // The write of foundryCardWorld's updateCard.
    const next = { ...CARD, data: { step: "resolved" }, used: ["defend"] };
    const changes: Data = { system: { "==card": next } };
    message.updateSource(changes, { dryRun: true, fallback: false, recursive: true });
    foundryCode.asServer(() => {
      const stored = new BaseChatMessage(structuredClone(message._source));
      stored.updateSource(JSON.parse(JSON.stringify(changes)), { recursive: true });
      expect(stored._source["system"]).toEqual({ ruleset: "d100-fate", card: next, roller: player.id, fromThrow: false });
    });
    message.updateSource(changes, { recursive: true });
    expect(message._source["system"]).toEqual({ ruleset: "d100-fate", card: next, roller: player.id, fromThrow: false });
  });

  it("loads a card stored before cards named their roller, with none, and refuses a roller that is no user id (common/data/fields.mjs ForeignDocumentField, idOnly)", () => {
    const old = new BaseChatMessage(
      { _id: "message000000001", type: CARD_MESSAGE_TYPE, author: player.id, system: { ruleset: "d100-fate", card: CARD } },
      { strict: true },
    );
    expect(old._source["system"]).toEqual({ ruleset: "d100-fate", card: CARD, roller: null, fromThrow: false });
    expect(
      () =>
        new BaseChatMessage({ type: CARD_MESSAGE_TYPE, author: gm.id, system: { ruleset: "d100-fate", card: CARD, roller: "Actor.varro" } }, { strict: true }),
    ).toThrow(/roller/);
  });
});

describe("who may write a chat message, as the card rule relies on it (common/documents/chat-message.mjs, common/abstract/document.mjs)", () => {
  it("a player may create a message only as its author; a GM as anyone (BaseChatMessage.#canCreate through Document#canUserModify)", () => {
    expect(card(player).canUserModify(player, "create")).toBe(true);
    expect(card(gm).canUserModify(player, "create")).toBe(false);
    expect(card(other).canUserModify(player, "create")).toBe(false);
    expect(card(player).canUserModify(gm, "create")).toBe(true);
  });

  it("a message's author is its OWNER, and may update and delete it (BaseChatMessage#getUserLevel, Document#testUserPermission, #canUserModify)", () => {
    const message = card(player);
    expect(message.getUserLevel(player)).toBe(DOCUMENT_OWNERSHIP_LEVELS.OWNER);
    expect(message.testUserPermission(player, "OWNER")).toBe(true);
    expect(message.canUserModify(player, "update", { content: "edited" })).toBe(true);
    expect(message.canUserModify(player, "delete")).toBe(true);
  });

  it("a player may neither update nor delete a GM's card, nor another player's; a GM may both (Document#canUserModify)", () => {
    for (const message of [card(gm), card(other)]) {
      expect(message.getUserLevel(player)).toBe(DOCUMENT_OWNERSHIP_LEVELS.NONE);
      expect(message.canUserModify(player, "update", { system: { "==card": CARD } })).toBe(false);
      expect(message.canUserModify(player, "delete")).toBe(false);
      expect(message.canUserModify(gm, "update", { system: { "==card": CARD } })).toBe(true);
      expect(message.canUserModify(gm, "delete")).toBe(true);
    }
  });

  it("the author field is GM-only: the OWNER test lets a player's update of their own message through, the field does not (common/data/fields.mjs DocumentAuthorField; the server refuses a non-GM's change of it, dist/database/sanitization.mjs sanitizeDocumentAuthorField)", () => {
    const author: unknown = BaseChatMessage.schema.getField("author");
    expect(author).toBeInstanceOf(foundry.data.fields.DocumentAuthorField);
    expect(Reflect.get(Object(author), "gmOnly")).toBe(true);
    // Ownership alone would allow it: what stops a player re-authoring their card as the GM's is the field, which
    // the server checks for every field marked gmOnly (its minified code, read but not run here: a non-GM's update
    // naming `author` throws; a non-GM's new message gets the sender's own id as its author).
    expect(card(player).canUserModify(player, "update", { author: gm.id })).toBe(true);
  });

  it("a card a player writes themselves passes the card model and the create check: only its author tells it from the GM's (readCardState reads it as a card)", () => {
    const forged = card(player);
    expect(forged.canUserModify(player, "create")).toBe(true);
    expect(readCardState(Reflect.get(Object(forged.system), "card"))).not.toBeNull();
    expect(forged._source["author"]).toBe(player.id);
    expect(Reflect.get(player, "isGM")).toBe(false);
    expect(Reflect.get(gm, "isGM")).toBe(true);
  });
});
