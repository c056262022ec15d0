import { basename } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rollDice } from "../../../src/engine/dice/rollDice";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import type { RuleSetModule } from "../../../src/engine/play/RuleSetModule";
import type { ButtonView, SheetView } from "../../../src/engine/play/SheetView";
import { cardHandlers } from "../../../src/foundry/chat/cardHandlers";
import { executeStart } from "../../../src/foundry/chat/executeStart";
import type { PressRequest } from "../../../src/foundry/chat/executePress";
import { GM_REQUESTS, gmHandlers } from "../../../src/foundry/gm/handlers";
import { REGISTERED } from "../../../src/rulesets/registry";
import { mutationsOf } from "../../support/mutations";
import { packActorFrom } from "../../support/packActors";
import { packFilePaths } from "../../support/packSources";
import { MemoryCardWorld, memoryTable, thrown, user } from "../chat/cardWorld";
import { ALICE, FakeWorld } from "./fakeWorld";

/** Payloads per query and rule set. */
const RUNS = 1_000;

/** The player at the console: she owns Actor.a (the combatant "hero"), and nothing else. */
const PLAYER = user(ALICE.id, ["Actor.a"]);

/**
 * What a forger reaches for: other actors' refs and ids, dotted paths into `system`, `flags` and
 * `ownership`, Foundry's update operators, `_id`, and names every object inherits.
 */
const REACH = [
  "Actor.a",
  "Actor.b",
  "Actor.gm",
  "hero",
  "villain",
  "fight",
  "system",
  "system.wounds.value",
  "system.fate.value",
  "flags.turnwright.schemaVersion",
  "flags",
  "ownership",
  "ownership.default",
  "ownership.alice",
  "_id",
  "-=system",
  "==system",
  "==ownership",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
] as const;

const hostile = fc.oneof(
  fc.constantFrom(...REACH),
  fc.constantFrom(null, true, false, 0, -1, 3, 1e308, [], {}, "x".repeat(10_000)),
  fc.dictionary(fc.constantFrom(...REACH, "changes", "actor", "updates", "author", "roller", "user", "userId", "requester"), fc.oneof(fc.constantFrom(...REACH), fc.jsonValue({ maxDepth: 2 })), { maxKeys: 4 }),
  fc.array(fc.constantFrom(...REACH), { maxLength: 3 }),
);

/** Who owns what: the player her actor, nobody else anything (the GM owns all by being the GM). */
const OWNERS = { [ALICE.id]: ["Actor.a"] };

/** The fields of each card request, as the card client sends them (cardClient). */
const PRESS_FIELDS = ["messageId", "button"];
const START_FIELDS = ["actor", "action", "data", "targets", "mode"];

/** A payload cut down to the fields an honest client sends; anything else is passed on as it is. */
function onlyFields(payload: unknown, fields: readonly string[]): unknown {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return payload;
  return Object.fromEntries(Object.entries(payload).filter(([key]) => fields.includes(key)));
}

/** What a forger adds to an honest request: keys no client sends, naming documents and paths. */
const extras = fc.dictionary(
  fc.constantFrom("changes", "updates", "system", "flags", "ownership", "_id", "author", "roller", "requester", "user", "faces", "rolls", "__proto__", "constructor"),
  fc.oneof(
    fc.constantFrom("Actor.a", "Actor.b", "Actor.gm"),
    fc.array(fc.constantFrom("Actor.a", "Actor.b", "Actor.gm"), { minLength: 1, maxLength: 2 }),
    fc.dictionary(fc.constantFrom(...REACH), fc.oneof(fc.constantFrom(...REACH), fc.integer({ min: -5, max: 50 })), { maxKeys: 3 }),
    hostile,
  ),
  { minKeys: 1, maxKeys: 3 },
);

/** Through JSON, as the wire carries it: `__proto__` arrives as an own key, never as the prototype. */
function overTheWire(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value) ?? "null") as unknown;
}

/** Every button a sheet offers its owner, as the sheet would send it. */
function sheetButtons(view: SheetView): ButtonView[] {
  return view.tabs.flatMap((tab) =>
    tab.blocks.flatMap((block): ButtonView[] => {
      switch (block.kind) {
        case "stats":
          return block.stats.flatMap((stat) => (stat.roll === undefined ? [] : [stat.roll]));
        case "items":
          return block.rows.flatMap((row) => row.buttons);
        case "buttons":
          return [...block.buttons];
        default:
          return [];
      }
    }),
  );
}

/** The GM's dice for a press, from a seed: the same seed gives the same faces in every world. */
function dice(seed: number): PressRequest["throwDice"] {
  return thrown((asked) => {
    const faces = new SeededFaces(seed);
    return asked.map((request) => rollDice(request, faces));
  });
}

/** What a world holds after a request: its writes, and every actor's data. */
function stateOf(world: MemoryCardWorld): unknown {
  return { writes: world.writes, actors: [...world.actors.entries()], cards: [...world.cards.entries()] };
}

interface Table {
  readonly world: MemoryCardWorld;
  /** The card messages in the log: the GM's game's, and one the player wrote herself. */
  readonly cards: readonly string[];
}

describe("a player's console: every query, forged by a player who owns one actor of a card, does no more than her honest click", () => {
  describe.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))("$id", ({ id, module }) => {
    const [first = "", second = ""] = packFilePaths(`${id}-actors`).map((path) => basename(path, ".json"));
    const actors = (): Map<string, ActorSnapshot> => new Map([packActorFrom(`${id}-actors`, first, "Actor.a"), packActorFrom(`${id}-actors`, second, "Actor.b")].map((actor) => [actor.ref, actor]));
    const starts = sheetButtons(module.sheet(packActorFrom(`${id}-actors`, first, "Actor.a"), undefined))
      .filter((button) => !button.disabled)
      .map((button) => ({ actor: "Actor.a", action: button.action, data: button.data, targets: ["Actor.b"], mode: "public" }));

    /**
     * The table every request meets: the cards her sheet's buttons started against Actor.b (the
     * GM's game wrote them), and a copy of the first she wrote into a message of her own.
     */
    async function table(module: RuleSetModule): Promise<Table> {
      const world = new MemoryCardWorld(module, actors());
      const cards: string[] = [];
      for (const start of starts) {
        const started = await executeStart(world, start, PLAYER);
        if (started.ok) cards.push(started.value.messageId);
      }
      const copied = world.card(cards[0] ?? "");
      if (copied !== null) cards.push(world.forgeCard({ ...copied, used: [] }, ALICE.id));
      world.writes.length = 0;
      return { world, cards };
    }

    it("has genuine cards and buttons to forge from", async () => {
      const { world, cards } = await table(module);
      expect(starts.length).toBeGreaterThan(0);
      expect(cards.length).toBeGreaterThan(1);
      expect(cards.some((card) => (world.card(card) === null ? [] : module.cards.view(world.card(card) ?? { kind: "", actors: [], data: {}, used: [] }, Object.fromEntries(world.actors)).buttons).length > 0)).toBe(true);
    });

    it(`${RUNS} forged startCard and pressCard payloads: each writes exactly what the same click from her sheet or card writes, and no forged part reaches a document`, async () => {
      const { world: sample, cards } = await table(module);
      const presses = cards.flatMap((card) => {
        const state = sample.card(card);
        return state === null ? [] : module.cards.view(state, Object.fromEntries(sample.actors)).buttons.map((button) => ({ messageId: card, button: button.id }));
      });
      const payloads = fc.oneof(
        { weight: 4, arbitrary: mutationsOf([...starts, ...presses], hostile) },
        { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...starts, ...presses), extras).map(([honest, extra]) => ({ ...extra, ...honest })) },
      );
      let applied = 0;
      await fc.assert(
        fc.asyncProperty(payloads, fc.nat(), async (generated, seed) => {
          const sent = overTheWire(generated);
          const forged = await table(module);
          const honest = await table(module);
          const handlers = (world: MemoryCardWorld) => cardHandlers(async () => module, async () => undefined, memoryTable(world, dice(seed), OWNERS));
          // The honest click sends exactly the fields its request has; the forged payload carries whatever it carried.
          const fields = onlyFields(sent, PRESS_FIELDS);
          const startFields = onlyFields(sent, START_FIELDS);
          for (const [name, honestPayload] of [["pressCard", fields], ["startCard", startFields]] as const) {
            const answer = await handlers(forged.world)[name](sent, ALICE);
            expect(answer).toEqual(await handlers(honest.world)[name](honestPayload, ALICE));
            expect(stateOf(forged.world)).toEqual(stateOf(honest.world));
            if (!answer.ok) continue;
            applied += 1;
            // What went through was her own click: a start from Actor.a, or a button of a card the GM's game wrote.
            if (name === "startCard") expect(Reflect.get(Object(sent), "actor")).toBe("Actor.a");
            else expect(forged.world.cards.get(String(Reflect.get(Object(sent), "messageId")))?.writtenByGM).toBe(true);
          }
        }),
        { numRuns: RUNS, seed: 24 },
      );
      // The property saw clicks that went through, not only refusals.
      expect(applied).toBeGreaterThan(0);
    });
  });

  it.each(GM_REQUESTS)(`${RUNS * 2} forged %s payloads: the fight is asked exactly what the request's own fields ask, and only of her combatant unless the GM's ruling`, async (name) => {
    const honestFields: Readonly<Record<string, readonly string[]>> = {
      advanceTurn: ["combat", "combatant"],
      spendAction: ["combat", "combatant", "action"],
      holdAction: ["combat", "combatant", "op", "trigger", "count"],
      setSurprise: ["combat", "surprised"],
      rollInitiative: ["combat", "combatants", "luck", "mode"],
      setInitiative: ["combat", "combatant", "initiative"],
      pushCombatant: ["combat", "combatant", "to"],
      passCombatant: ["combat", "combatant"],
      setTally: ["name", "value"],
    };
    const keep = honestFields[name];
    if (keep === undefined) throw new Error(`The console test does not know the fields of ${name}: add them`);
    const templates = [
      { combat: "fight", combatant: "hero", action: "aim", op: "delay", initiative: 12, to: "end" },
      { combat: "fight", combatant: "villain", action: "aim", op: "ready", trigger: "now", count: 2 },
      { combat: "fight", combatants: ["hero"], luck: false, mode: "public" },
      { combat: "fight", combatants: ["hero", "villain"], luck: true, mode: "gm" },
      { combat: "fight", surprised: { hero: true, villain: false } },
      { name: "gmActionDice", value: 3 },
    ];
    await fc.assert(
      fc.asyncProperty(mutationsOf(templates, hostile), async (generated) => {
        const sent = overTheWire(generated);
        const forged = new FakeWorld();
        const honest = new FakeWorld();
        const answer = await gmHandlers(forged)[name](sent, ALICE);
        const fields = typeof sent === "object" && sent !== null && !Array.isArray(sent) ? Object.fromEntries(Object.entries(sent).filter(([key]) => keep.includes(key))) : sent;
        expect(answer).toEqual(await gmHandlers(honest)[name](fields, ALICE));
        expect(forged.calls).toEqual(honest.calls);
        // The fight is never asked to act for the villain, which is not hers, nor for a ruling that is the GM's.
        for (const call of forged.calls) {
          const [operation = "", combatants = ""] = call.split(":");
          expect(["surprise", "push", "tally"]).not.toContain(operation);
          expect(combatants.split(",")).not.toContain("villain");
        }
      }),
      { numRuns: RUNS * 2, seed: 25 },
    );
  });
});
