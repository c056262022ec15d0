import { describe, expect, it } from "vitest";
import type { MessageMode } from "../../../src/foundry/dice/messageVisibility";
import { cardListedFor, cardRecipients, cardShownTo, cardSight, type CardAudience } from "../../../src/foundry/chat/cardSight";
import { executePress } from "../../../src/foundry/chat/executePress";
import { executeStart } from "../../../src/foundry/chat/executeStart";
import { pressesNow } from "../../../src/foundry/chat/mayPress";
import { D100_MODULE } from "../../../src/rulesets/d100-fate/play/module";
import { packActor, weaponId } from "../../rulesets/d100-fate/play/packActors";
import { MemoryCardWorld, thrownFaces, user } from "./cardWorld";
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
    return Object.fromEntries(Object.entries(VIEWERS).map(([name, id]) => [name, seen(cardListedFor(card, id), cardShownTo(card, id))])) as Record<
      keyof typeof VIEWERS,
      Seen
    >;
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

/**
 * A card a card spawns, played through the GM's side: Alice's sergeant shoots Carol's cultist in
 * each roll mode, the attack hits and is taken, and Alice's damage roll spawns the damage card,
 * whisper and blind as the attack's (cardHandlers hands the press the parent's).
 */
describe("who sees a card a card spawns (damage), without rolls of its own", () => {
  const sergeant = packActor("guard-sergeant", "Actor.sergeant");
  const cultist = packActor("cultist", "Actor.cultist");
  const alice = user(PRESSER, ["Actor.sergeant"]);
  const carol = user(TARGET_OWNER, ["Actor.cultist"]);
  const gm = user(GM, [], true);
  const bob = user(OTHER, []);
  const users = { GM: gm, presser: alice, "another player": bob, "the target's owner": carol } as const;

  async function spawned(): Promise<{ readonly world: MemoryCardWorld; readonly attack: string; readonly damage: string }> {
    const world = new MemoryCardWorld(D100_MODULE, new Map([sergeant, cultist].map((actor) => [actor.ref, actor])));
    const started = await executeStart(
      world,
      { actor: sergeant.ref, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: [cultist.ref] },
      alice,
    );
    if (!started.ok) throw new Error(started.refusal.message);
    const attack = started.value.messageId;
    await executePress(world, { messageId: attack, button: "roll", throwDice: thrownFaces([20]) }, alice);
    await executePress(world, { messageId: attack, button: "take:Actor.cultist", throwDice: thrownFaces([]) }, carol);
    // The attack roll's Roll is kept on its message, as the GM's game keeps it (foundryCardTable's throw).
    const thrownAttack = world.cards.get(attack);
    if (thrownAttack !== undefined) world.cards.set(attack, { ...thrownAttack, rolls: ["{}"] });
    const pressed = await executePress(world, { messageId: attack, button: "damage:Actor.cultist", throwDice: thrownFaces([7]) }, alice);
    if (!pressed.ok) throw new Error(pressed.refusal.message);
    const [damage = ""] = pressed.value.spawned;
    return { world, attack, damage };
  }

  /** What each viewer is shown of a message of the table, whispered as a card in `mode` is. */
  function sightOf(world: MemoryCardWorld, messageId: string, mode: MessageMode): Record<keyof typeof VIEWERS, string> {
    const read = world.readCard(messageId);
    if (!read.ok) throw new Error(read.refusal.message);
    const audience: CardAudience = { ...cardRecipients(mode, read.value.roller, [GM]), roller: read.value.roller, rolled: read.value.thrown };
    const view = D100_MODULE.cards.view(read.value.card, Object.fromEntries(world.actors));
    // The sergeant is Alice's and the cultist Carol's: players' actors.
    const entries = Object.entries(users).map(([name, viewer]) => [
      name,
      cardSight(
        audience,
        viewer.id,
        pressesNow(view, true, viewer, () => true),
      ),
    ]);
    return Object.fromEntries(entries) as Record<keyof typeof VIEWERS, string>;
  }

  it.each(MODES)(
    "in a %s roll: as private as the attack it came from, each who must press it finding it (the buttons without the content where it is kept from them)",
    async (mode) => {
      const { world, attack, damage } = await spawned();
      expect(world.readCard(damage)).toMatchObject({ ok: true, value: { roller: PRESSER, thrown: true } });
      const parent = sightOf(world, attack, mode);
      const child = sightOf(world, damage, mode);
      const expected = {
        public: { GM: "whole", presser: "whole", "another player": "whole", "the target's owner": "whole" },
        gm: { GM: "whole", presser: "whole", "another player": "private", "the target's owner": "buttons" },
        blind: { GM: "whole", presser: "private", "another player": "private", "the target's owner": "buttons" },
        self: { GM: "buttons", presser: "whole", "another player": "private", "the target's owner": "buttons" },
      }[mode];
      expect(child).toEqual(expected);
      // Where the damage card is kept whole from someone, so is its attack (whoever has no button on it sees it as the damage).
      for (const name of Object.keys(VIEWERS) as (keyof typeof VIEWERS)[])
        if (child[name] !== "whole") expect(parent[name], `${mode}, ${name}`).not.toBe("whole");
    },
  );

  it("gives a GM, kept from a card, the GM's own buttons and those of actors no player owns, never a player's own", () => {
    const view = {
      title: { key: "T" },
      rolls: [],
      lines: [],
      buttons: [{ id: "roll", label: { key: "R" }, audience: { kind: "owner", actor: "Actor.sergeant" }, tone: "primary", used: false }],
    } as const;
    // A GM's game counts the GM owner of every actor (v13 `Document#testUserPermission`).
    const gm = user(GM, ["Actor.sergeant"], true);
    // A player's self roll before its throw: its Roll is Alice's to press, though core lets the GM press it.
    expect(pressesNow(view, true, gm, () => true)).toBe(false);
    expect(
      cardSight(
        { ...cardRecipients("self", PRESSER, [GM]), roller: PRESSER, rolled: false },
        GM,
        pressesNow(view, true, gm, () => true),
      ),
    ).toBe("unlisted");
    // The same button of an actor no player owns is the GM's to press.
    expect(pressesNow(view, true, gm, () => false)).toBe(true);
    expect(pressesNow(view, true, alice, () => true)).toBe(true);
  });

  it("a card spawned before any dice were thrown is seen as its unthrown parent", () => {
    const unthrown: CardAudience = { ...cardRecipients("gm", PRESSER, [GM]), roller: PRESSER, rolled: false };
    expect(Object.values(VIEWERS).map((viewer) => cardSight(unthrown, viewer, false))).toEqual(["whole", "whole", "unlisted", "unlisted"]);
  });
});
