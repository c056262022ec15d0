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
import { GmExecutor, queryName, type GmQuery } from "../../../src/foundry/gm/GmExecutor";
import { activeGmLink } from "../../support/activeGmLink";
import { DESK_REQUEST } from "../../../src/foundry/gm/desk";
import type { Outcome } from "../../../src/engine/Refusal";
import { HONEST_FIELDS, honestPart } from "../../support/consoleQueries";
import { REGISTERED } from "../../../src/rulesets/registry";
import { mutationsOf } from "../../support/mutations";
import { packActorFrom } from "../../support/packActors";
import { packFilePaths } from "../../support/packSources";
import { executePress } from "../../../src/foundry/chat/executePress";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import { MemoryCardWorld, memoryTable, thrown, user } from "../chat/cardWorld";
import { betweenFightsHandler } from "../../../src/foundry/betweenFights/betweenFightsRequest";
import { rollRequestHandler } from "../../../src/foundry/rollRequests/rollRequestRequest";
import { ALICE, FakeWorld } from "./fakeWorld";

/** Payloads per query and rule set. */
const RUNS = 2_000;

/** The player at the console: she owns Actor.a (the combatant "hero"), and nothing else. */
const PLAYER = user(ALICE.id, ["Actor.a"]);

/** The scene's tokens by uuid: one for each actor, and one whose actor is gone. */
const TOKEN_A = "Scene.aaaaaaaaaaaaaaaa.Token.aaaaaaaaaaaaaaaa";
const TOKEN_B = "Scene.aaaaaaaaaaaaaaaa.Token.bbbbbbbbbbbbbbbb";
const TOKEN_GONE = "Scene.aaaaaaaaaaaaaaaa.Token.gggggggggggggggg";
/** A token of Actor.b on her scene that she does not target. */
const TOKEN_UNTARGETED = "Scene.aaaaaaaaaaaaaaaa.Token.uuuuuuuuuuuuuuuu";

/** How far the GM plays the table's cards on before she sits down: far enough for a damage card to have dealt once. */
const GM_PRESSES = 12;

/**
 * The face every die shows as the GM plays the table on: low dice hit where the attack rolls under
 * (01 and a natural 3 always hit), high ones where it must reach a number (a pool of 5s, a 4 on any
 * die type beats the MTN).
 */
const GM_FACE: Readonly<Record<string, number>> = { "d6-pool": 5, "action-points": 4 };

/** The GM's throw with every die showing `face`, or its highest where it has fewer faces (a fist's d3). */
const gmDice = (face: number) =>
  thrown((asked) =>
    asked.map((request) =>
      outcomeFromFaces(
        request,
        Array.from({ length: request.count }, () => [Math.min(face, request.faces)]),
      ),
    ),
  );

/** The rule sets whose damage is a card of its own, with the damage controls on it: every one. */
const DAMAGE_CARDS: readonly string[] = ["d100-fate", "phases-3d6", "d6-pool", "d20-segments", "action-points"];

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
  fc.constantFrom(null, true, false, 0, -1, 3, 0.5, 61, -61, 1e308, [], {}, "x".repeat(10_000)),
  fc.dictionary(
    fc.constantFrom(...REACH, "changes", "actor", "updates", "author", "roller", "user", "userId", "requester"),
    fc.oneof(fc.constantFrom(...REACH), fc.jsonValue({ maxDepth: 2 })),
    { maxKeys: 4 },
  ),
  fc.array(fc.constantFrom(...REACH), { maxLength: 3 }),
);

/** Who owns what: the player her actor, nobody else anything (the GM owns all by being the GM). */
const OWNERS = { [ALICE.id]: ["Actor.a"] };

/** What a forger adds to an honest request: keys no client sends, naming documents and paths. */
const extras = fc.dictionary(
  fc.constantFrom(
    "changes",
    "updates",
    "system",
    "flags",
    "ownership",
    "_id",
    "author",
    "roller",
    "requester",
    "user",
    "faces",
    "rolls",
    "__proto__",
    "constructor",
  ),
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

/** The GM's game as a player's query reaches it: the executor, its installed queries, this window's desk. */
interface GmGame {
  readonly queries: Record<string, GmQuery>;
  readonly desk: string;
}

/** Alice's User document, as v14 hands a query's sender to its handler (v13's packet sender is held in queryIdentity.test.ts). */
const ALICE_USER = { name: "Alice" };

/**
 * The active GM's game, its requests registered as registerQueries and registerCards register
 * them, over a fight and a card table kept in memory. Every query goes in through what core calls,
 * `CONFIG.queries[name](data, {timeout, user})`, as Alice.
 */
function gmGame(fight: FakeWorld, cards: MemoryCardWorld, module: RuleSetModule, seed: number): GmGame {
  const queries: Record<string, GmQuery> = {};
  const link = activeGmLink({
    requesterOf: (_payload, context) => (context?.user === ALICE_USER ? ALICE : null),
    install: (name, query) => {
      queries[name] = query;
    },
    newRequestId: () => "request",
    desk: "the-gm-s-desk",
  });
  const executor = new GmExecutor(link);
  const tracker = gmHandlers(fight);
  for (const name of GM_REQUESTS) executor.register(name, tracker[name]);
  const table = cardHandlers(
    async () => module,
    async () => undefined,
    memoryTable(cards, dice(seed), OWNERS),
  );
  executor.register("startCard", table.startCard);
  executor.register("pressCard", table.pressCard);
  executor.register(
    "betweenFights",
    betweenFightsHandler(async () => module, memoryTable(cards, dice(seed), OWNERS)),
  );
  executor.register(
    "rollRequest",
    rollRequestHandler(async () => module, memoryTable(cards, dice(seed), OWNERS)),
  );
  return { queries, desk: link.desk };
}

/** Alice's query, its body as given, in the envelope her client wraps a request in (the desk query goes bare). */
function ask(game: GmGame, name: string, body: unknown): Promise<Outcome<unknown>> {
  const query = game.queries[queryName(name)];
  if (query === undefined) throw new Error(`The GM's game has no query ${name}`);
  const payload = name === DESK_REQUEST ? body : { turnwrightRequest: "request", desk: game.desk, body };
  return query(payload, { timeout: 1_000, user: ALICE_USER });
}

/** What the GM's game holds after a query: the fight's calls, the card table's writes and documents. */
function stateOf(fight: FakeWorld, world: MemoryCardWorld): unknown {
  return {
    calls: fight.calls,
    writes: world.writes,
    actors: [...world.actors.entries()],
    effects: [...world.effects.entries()],
    cards: [...world.cards.entries()],
  };
}

interface Table {
  readonly world: MemoryCardWorld;
  /** The card messages in the log: the GM's game's, and one the player wrote herself. */
  readonly cards: readonly string[];
}

/** Honest requests of the tracker's queries and the desk's: hers, another's, and the GM's rulings. */
const TRACKER_TEMPLATES: Readonly<Record<string, readonly object[]>> = {
  advanceTurn: [
    { combat: "fight", combatant: "hero" },
    { combat: "fight", combatant: "villain" },
  ],
  spendAction: [
    { combat: "fight", combatant: "hero", action: "aim" },
    { combat: "fight", combatant: "villain", action: "aim" },
  ],
  holdAction: [
    { combat: "fight", combatant: "hero", op: "delay" },
    { combat: "fight", combatant: "hero", op: "ready", trigger: "now" },
    { combat: "fight", combatant: "hero", op: "declare", count: 2 },
  ],
  setSurprise: [{ combat: "fight", surprised: { hero: true, villain: false } }],
  rollInitiative: [
    { combat: "fight", combatants: ["hero"], luck: false, mode: "public" },
    { combat: "fight", combatants: ["hero", "villain"], luck: true, mode: "gm" },
  ],
  setInitiative: [
    { combat: "fight", combatant: "hero", initiative: 12 },
    { combat: "fight", combatant: "villain", initiative: null },
  ],
  pushCombatant: [{ combat: "fight", combatant: "hero", to: "end" }],
  passCombatant: [{ combat: "fight", combatant: "hero" }],
  setTally: [{ name: "gmActionDice", value: 3 }],
  betweenFights: [{ actors: ["Actor.a"] }, { actors: ["Actor.a", "Actor.b"] }],
  rollRequest: [
    { test: "agility", difficulty: "challenging", actors: ["Actor.a"], opposed: false, secret: false },
    { test: "search", difficulty: "10", actors: ["Actor.a", "Actor.b"], opposed: true, secret: true },
  ],
  desk: [{}, { prefer: "the-gm-s-desk" }],
};

describe("a player's console: every query, forged by a player who owns one actor of a card, does no more than her honest click", () => {
  const [{ play: anyModule } = { play: undefined }] = REGISTERED;
  if (anyModule === undefined) throw new Error("No rule set is registered");

  it("forges every query the GM's game installs", () => {
    const game = gmGame(new FakeWorld(), new MemoryCardWorld(anyModule, new Map()), anyModule, 0);
    expect(Object.keys(game.queries).sort()).toEqual(Object.keys(HONEST_FIELDS).map(queryName).sort());
  });

  describe.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))("$id", ({ id, module }) => {
    const [first = "", second = ""] = packFilePaths(`${id}-actors`).map((path) => basename(path, ".json"));
    const actors = (): Map<string, ActorSnapshot> =>
      new Map([packActorFrom(`${id}-actors`, first, "Actor.a"), packActorFrom(`${id}-actors`, second, "Actor.b")].map((actor) => [actor.ref, actor]));
    // A roll is sent with what its dialog chose: the hardest step of the ladder, and one on every dial.
    const rules = module.cards.modifiers;
    const chosen = { step: rules.ladder.at(-1)?.id ?? null, free: Object.fromEntries(rules.dials.map((dial) => [dial.id, 1])) };
    const starts = sheetButtons(module.sheet(packActorFrom(`${id}-actors`, first, "Actor.a"), undefined))
      .filter((button) => !button.disabled)
      .map((button) => {
        const start = { actor: "Actor.a", action: button.action, data: button.data, targets: ["Actor.b"], mode: "public" };
        return rules.rolls.includes(button.action) ? { ...start, modifiers: chosen } : start;
      });

    /**
     * The table every request meets: the cards her sheet's buttons started against Actor.b (the
     * GM's game wrote them), and a copy of the first she wrote into a message of her own.
     */
    async function table(): Promise<Table> {
      built ??= buildTable();
      const { world, cards } = await built;
      return { world: world.copy(), cards };
    }
    let built: Promise<Table> | undefined;

    async function buildTable(): Promise<Table> {
      const world = new MemoryCardWorld(module, actors());
      const cards: string[] = [];
      const played: string[] = [];
      for (const start of starts) {
        const started = await executeStart(world, start, PLAYER);
        if (started.ok) cards.push(started.value.messageId);
        const again = await executeStart(world, start, PLAYER);
        if (again.ok) played.push(again.value.messageId);
      }
      // Each card twice: one left as she started it, and one the GM, playing every actor, plays on
      // with dice that hit (GM_FACE), the first button that goes through each time, so damage
      // cards are on the table and one has dealt its damage.
      const gmUser = user("gm", ["Actor.a", "Actor.b"], true);
      for (let press = 0; press < GM_PRESSES; press++) {
        // The newest card first: a damage card is played as soon as an attack makes one.
        const open = [...played].reverse().flatMap((messageId) => {
          const state = world.card(messageId);
          return state === null
            ? []
            : module.cards
                .view(state, Object.fromEntries(world.actors))
                .buttons.filter((button) => !button.used)
                .map((button) => ({ messageId, button: button.id, defence: button.tone === "defence" }));
        });
        // Every blow is let land: a defence is pressed only where nothing else goes through.
        open.sort((a, b) => Number(a.defence) - Number(b.defence));
        let pressed = false;
        for (const candidate of open) {
          const done = await executePress(world, { messageId: candidate.messageId, button: candidate.button, throwDice: gmDice(GM_FACE[id] ?? 1) }, gmUser);
          if (!done.ok) continue;
          played.push(...done.value.spawned);
          pressed = true;
          break;
        }
        if (!pressed) break;
      }
      cards.push(...played);
      const copied = world.card(cards[0] ?? "");
      if (copied !== null) cards.push(world.forgeCard({ ...copied, used: [] }, ALICE.id));
      world.tokens.set(TOKEN_A, "Actor.a");
      world.tokens.set(TOKEN_B, "Actor.b");
      world.tokens.set(TOKEN_GONE, "Actor.gone");
      world.tokens.set(TOKEN_UNTARGETED, "Actor.b");
      world.targetsOf.set(ALICE.id, [TOKEN_A, TOKEN_B]);
      world.writes.length = 0;
      return { world, cards };
    }

    it("has genuine cards and buttons to forge from", async () => {
      const { world, cards } = await table();
      expect(starts.length).toBeGreaterThan(0);
      expect(cards.length).toBeGreaterThan(1);
      const buttons = cards.flatMap((card) => {
        const state = world.card(card);
        return state === null ? [] : module.cards.view(state, Object.fromEntries(world.actors)).buttons;
      });
      expect(buttons.length).toBeGreaterThan(0);
      // Where the rule set deals damage from a card, one has dealt it, so every damage control is there to forge.
      const ids = buttons.map((button) => button.id);
      if (DAMAGE_CARDS.includes(id))
        expect(ids).toEqual(expect.arrayContaining(["deal:target", "deal:selected", "deal:targeted", "adjust:half", "adjust:set", "undo:0"]));
    });

    it(`${RUNS} payloads forged from her clicks, sent as every query: each answers and writes exactly what its honest part does`, async () => {
      const { world: sample, cards } = await table();
      const presses = cards.flatMap((card) => {
        const state = sample.card(card);
        return state === null
          ? []
          : module.cards.view(state, Object.fromEntries(sample.actors)).buttons.flatMap((button) => {
              const plain = { messageId: card, button: button.id };
              // A damage control that points on the map goes with tokens: hers, the GM's, one gone, one she does not target.
              // The GM's typed amount goes with what a person could type: a number, a fraction, a negative, too much, words.
              if (button.id === "adjust:set") return [plain, ...["7", "2.5", "-3", "100000", "seven"].map((amount) => ({ ...plain, amount }))];
              if (!button.id.startsWith("deal:") || button.id === "deal:target") return [plain];
              return [
                plain,
                { ...plain, tokens: [TOKEN_A] },
                { ...plain, tokens: [TOKEN_B] },
                { ...plain, tokens: [TOKEN_A, TOKEN_B] },
                { ...plain, tokens: [TOKEN_GONE] },
                { ...plain, tokens: [TOKEN_UNTARGETED] },
                { ...plain, tokens: [TOKEN_A, TOKEN_UNTARGETED] },
              ];
            });
      });
      const templates: Readonly<Record<string, readonly object[]>> = { ...TRACKER_TEMPLATES, startCard: starts, pressCard: presses };
      const everyTemplate = Object.values(templates).flat();
      // Each query meets its own requests forged, and now and then another query's.
      const forgedFor = (name: string) => {
        const own = templates[name] ?? [];
        return fc.oneof(
          { weight: 4, arbitrary: mutationsOf(own, hostile) },
          { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...own), extras).map(([request, extra]) => ({ ...extra, ...request })) },
          { weight: 1, arbitrary: mutationsOf(everyTemplate, hostile) },
        );
      };
      const applied = new Set<string>();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(HONEST_FIELDS)).chain((name) => fc.tuple(fc.constant(name), forgedFor(name))),
          fc.nat(),
          async ([name, generated], seed) => {
            const sent = overTheWire(generated);
            const forged = { fight: new FakeWorld(), ...(await table()) };
            const plain = { fight: new FakeWorld(), ...(await table()) };
            const answer = await ask(gmGame(forged.fight, forged.world, module, seed), name, sent);
            // Her honest client sends exactly the fields its request has; the forged payload carries whatever it carried.
            expect(answer, name).toEqual(await ask(gmGame(plain.fight, plain.world, module, seed), name, honestPart(sent, HONEST_FIELDS[name] ?? [])));
            expect(stateOf(forged.fight, forged.world)).toEqual(stateOf(plain.fight, plain.world));
            if (!answer.ok || name === DESK_REQUEST) return;
            applied.add(name);
            // What went through was hers: a start from Actor.a, a button of a card the GM's game wrote, her combatant's turn.
            if (name === "startCard") expect(Reflect.get(Object(sent), "actor")).toBe("Actor.a");
            // Any modifiers the GM's game took are on its ladder and within its caps, whole numbers all.
            for (const { card } of forged.world.cards.values()) {
              for (const modifier of card.modifiers ?? []) {
                const dial = module.cards.modifiers.dials.find((candidate) => candidate.id === modifier.dial);
                expect(Number.isInteger(modifier.value)).toBe(true);
                if (modifier.source === "ladder") expect(module.cards.modifiers.ladder.map((step) => step.id)).toContain(modifier.id);
                else expect(modifier.value >= (dial?.least ?? 0) && modifier.value <= (dial?.most ?? 0)).toBe(true);
              }
            }
            if (name === "pressCard") expect(forged.world.cards.get(String(Reflect.get(Object(sent), "messageId")))?.writtenByGM).toBe(true);
            // A damage control of hers went only to actors of tokens she targets, never by the GM's controls.
            const button = String(Reflect.get(Object(sent), "button"));
            if (name === "pressCard" && /^(deal|adjust|undo):/.test(button)) expect(button).toBe("deal:targeted");
            // Each actor it wrote (and rolled for, where a defender's own dice are part of taking the hit) is one of the tokens she sent and targets,
            // and one the card's attack was rolled against: damage follows the attack.
            if (name === "pressCard" && button === "deal:targeted") {
              const tokens: unknown = Reflect.get(Object(sent), "tokens");
              const targeted = forged.world.targetsOf.get(ALICE.id) ?? [];
              const pointed = (Array.isArray(tokens) ? tokens : [])
                .filter((token) => targeted.includes(String(token)))
                .map((token) => forged.world.tokens.get(String(token)));
              const struck = sample.card(String(Reflect.get(Object(sent), "messageId")))?.actors.slice(1) ?? [];
              // The effects the rules put on with the damage (a stun) count as writes of that actor.
              for (const write of forged.world.writes.filter((w) => w.kind === "actor" || w.kind === "effects")) {
                expect(pointed).toContain(Reflect.get(Object(write.detail), "actor"));
                expect(struck).toContain(Reflect.get(Object(write.detail), "actor"));
              }
            }
            for (const call of forged.fight.calls) {
              const [operation = "", combatants = ""] = call.split(":");
              expect(["surprise", "push", "tally"]).not.toContain(operation);
              expect(combatants.split(",")).not.toContain("villain");
            }
          },
        ),
        { numRuns: RUNS, seed: 24 },
      );
      // The property saw clicks that went through, not only refusals.
      expect([...applied]).toEqual(expect.arrayContaining(["startCard", "pressCard", "advanceTurn", "spendAction", "holdAction", "rollInitiative"]));
    });

    it("her starts aimed at any of the world's actors: each card written aims only at actors of tokens she targets, never a hidden one", async () => {
      const aiming = starts.filter((start) => start.action === "attack");
      if (aiming.length === 0) return;
      let applied = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...aiming),
          fc.subarray(["Actor.a", "Actor.b", "Actor.gm", "Actor.gone"], { minLength: 1 }),
          fc.boolean(),
          fc.nat(),
          async (start, targets, hideB, seed) => {
            const { world } = await table();
            if (hideB) world.hidden.add(TOKEN_B);
            const before = new Set(world.cards.keys());
            const answer = await ask(gmGame(new FakeWorld(), world, module, seed), "startCard", { ...start, targets });
            const open = (world.targetsOf.get(ALICE.id) ?? []).filter((token) => !world.hidden.has(token)).map((token) => world.tokens.get(token));
            for (const [messageId, stored] of world.cards)
              if (!before.has(messageId)) for (const ref of stored.card.actors.slice(1)) expect(open).toContain(ref);
            if (!targets.every((ref) => open.includes(ref))) expect(answer).toMatchObject({ ok: false, refusal: { code: "not-your-targets" } });
            if (answer.ok) applied += 1;
          },
        ),
        { numRuns: 200, seed: 36 },
      );
      // Her honest attacks, at the actor of a token she targets, went through.
      expect(applied).toBeGreaterThan(0);
    });

    it("her damage presses aimed at any of the scene's tokens, every one of them her target: each defender dealt to is one the card's attack struck", async () => {
      const { world: sample, cards } = await table();
      const damage = cards.filter((card) => {
        const state = sample.card(card);
        return state !== null && module.cards.view(state, Object.fromEntries(sample.actors)).buttons.some((button) => button.id === "deal:targeted");
      });
      if (DAMAGE_CARDS.includes(id)) expect(damage.length).toBeGreaterThan(0);
      if (damage.length === 0) return;
      let applied = 0;
      await fc.assert(
        // `fresh`: the card as it was before the GM dealt its damage, so its own defender can still take it.
        fc.asyncProperty(
          fc.constantFrom(...damage),
          fc.subarray([TOKEN_A, TOKEN_B, TOKEN_UNTARGETED], { minLength: 1 }),
          fc.boolean(),
          fc.nat(),
          async (messageId, tokens, fresh, seed) => {
            const { world } = await table();
            world.targetsOf.set(ALICE.id, [TOKEN_A, TOKEN_B, TOKEN_UNTARGETED]);
            const stored = world.cards.get(messageId);
            if (fresh && stored !== undefined) world.cards.set(messageId, { ...stored, card: { ...stored.card, damage: undefined } });
            const answer = await ask(gmGame(new FakeWorld(), world, module, seed), "pressCard", { messageId, button: "deal:targeted", tokens });
            const struck = world.card(messageId)?.actors.slice(1) ?? [];
            for (const { moved } of world.damageMoved) for (const dealt of moved.dealt) expect(struck).toContain(dealt.ref);
            for (const write of world.writes.filter((w) => w.kind === "actor" || w.kind === "effects"))
              expect(struck).toContain(Reflect.get(Object(write.detail), "actor"));
            if (answer.ok) applied += 1;
          },
        ),
        { numRuns: 200, seed: 36 },
      );
      // Her honest press, at the defender her attack struck, went through.
      expect(applied).toBeGreaterThan(0);
    });
  });
});
