import { describe, expect, it } from "vitest";
import type { MessageMode } from "../../../src/foundry/dice/messageVisibility";
import { cardListedFor, cardRecipients, cardShownTo, type CardAudience } from "../../../src/foundry/chat/cardSight";
import { coreListsFor, coreShowsContentTo, type MessageFacts } from "../../support/foundry/chatMessageSight";

const GM = "gm";
/** The player whose button started the card. */
const PRESSER = "alice";
/** A player with nothing on the card. */
const OTHER = "bob";
/** The player who owns the card's target. */
const TARGET_OWNER = "carol";
const VIEWERS = { GM, presser: PRESSER, "another player": OTHER, "the target's owner": TARGET_OWNER } as const;
const MODES = ["public", "gm", "blind", "self"] as const;

type Seen = "whole" | "private" | "not listed";

/** A card the GM's game wrote for the presser's roll in `mode`. */
function cardIn(mode: MessageMode, rolled: boolean): CardAudience {
  return { ...cardRecipients(mode, PRESSER, [GM]), roller: PRESSER, rolled };
}

function seen(listed: boolean, shown: boolean): Seen {
  return !listed ? "not listed" : shown ? "whole" : "private";
}

function table(rolled: boolean): Record<MessageMode, Record<keyof typeof VIEWERS, Seen>> {
  const row = (mode: MessageMode) => {
    const card = cardIn(mode, rolled);
    return Object.fromEntries(Object.entries(VIEWERS).map(([name, id]) => [name, seen(cardListedFor(card, id), cardShownTo(card, id))])) as Record<keyof typeof VIEWERS, Seen>;
  };
  return { public: row("public"), gm: row("gm"), blind: row("blind"), self: row("self") };
}

describe("who sees a card the GM's game wrote for a player's roll", () => {
  it("once its dice are thrown: the table docs/holds.md gives", () => {
    expect(table(true)).toEqual({
      public: { GM: "whole", presser: "whole", "another player": "whole", "the target's owner": "whole" },
      gm: { GM: "whole", presser: "whole", "another player": "private", "the target's owner": "private" },
      blind: { GM: "whole", presser: "private", "another player": "private", "the target's owner": "private" },
      self: { GM: "private", presser: "whole", "another player": "private", "the target's owner": "private" },
    });
  });

  it("before its first throw: listed only for the presser and the recipients, whole for them", () => {
    expect(table(false)).toEqual({
      public: { GM: "whole", presser: "whole", "another player": "whole", "the target's owner": "whole" },
      gm: { GM: "whole", presser: "whole", "another player": "not listed", "the target's owner": "not listed" },
      blind: { GM: "whole", presser: "whole", "another player": "not listed", "the target's owner": "not listed" },
      self: { GM: "not listed", presser: "whole", "another player": "not listed", "the target's owner": "not listed" },
    });
  });

  it("is core's sight of the same roll had the presser's own game written it, for every mode, viewer and state", () => {
    for (const mode of MODES) {
      for (const rolled of [false, true]) {
        const card = cardIn(mode, rolled);
        const written: MessageFacts = { whisper: card.whisper, blind: card.blind, author: PRESSER, rolls: rolled ? 1 : 0 };
        for (const viewer of Object.values(VIEWERS)) {
          const where = `${mode}, ${viewer}, ${rolled ? "rolled" : "not rolled"}`;
          expect(cardListedFor(card, viewer), where).toBe(coreListsFor(written, viewer));
          expect(cardShownTo(card, viewer), where).toBe(coreShowsContentTo(written, viewer));
        }
      }
    }
  });

  it("would show a player's self roll to the GM and hide it from them with core's own answer for a message the GM's game wrote", () => {
    const card = cardIn("self", true);
    const asWritten: MessageFacts = { whisper: card.whisper, blind: card.blind, author: GM, rolls: 1 };
    expect(coreShowsContentTo(asWritten, GM)).toBe(true);
    expect(cardShownTo(card, GM)).toBe(false);
    const gmRoll = cardIn("blind", false);
    expect(coreListsFor({ whisper: gmRoll.whisper, blind: gmRoll.blind, author: GM, rolls: 0 }, PRESSER)).toBe(false);
    expect(cardListedFor(gmRoll, PRESSER)).toBe(true);
  });

  it("names the presser among a GM roll's recipients, never among a blind roll's", () => {
    expect(cardRecipients("gm", PRESSER, [GM, "assistant"])).toEqual({ whisper: [GM, "assistant", PRESSER], blind: false });
    expect(cardRecipients("gm", GM, [GM])).toEqual({ whisper: [GM], blind: false });
    expect(cardRecipients("blind", PRESSER, [GM])).toEqual({ whisper: [GM], blind: true });
    expect(cardRecipients("self", PRESSER, [GM])).toEqual({ whisper: [PRESSER], blind: false });
    expect(cardRecipients("public", PRESSER, [GM])).toEqual({ whisper: [], blind: false });
  });
});
