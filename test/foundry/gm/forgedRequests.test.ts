import { basename } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Outcome } from "../../../src/engine/Refusal";
import { readPress, readStart } from "../../../src/foundry/chat/cardRequests";
import { executePress } from "../../../src/foundry/chat/executePress";
import { executeStart } from "../../../src/foundry/chat/executeStart";
import { executeBetweenFights, readBetweenFights } from "../../../src/foundry/betweenFights/betweenFightsRequest";
import { executeRollRequest, readRollRequest } from "../../../src/foundry/rollRequests/rollRequestRequest";
import { GM_REQUESTS, gmHandlers } from "../../../src/foundry/gm/handlers";
import { REGISTERED } from "../../../src/rulesets/registry";
import { MemoryCardWorld, thrown, user } from "../chat/cardWorld";
import { packActorFrom } from "../../support/packActors";
import { mutationsOf } from "../../support/mutations";
import { packFilePaths } from "../../support/packSources";
import { KNOWN_WORDS } from "../../support/words";
import { BOB, FakeWorld } from "./fakeWorld";

/** Payloads per request: the floor. */
const RUNS = 10_000;

/** Ids of documents the doubles hold, and of ones they do not. */
const IDS = ["fight", "hero", "villain", "card", "Actor.hero", "Actor.villain", "Actor.a", "Actor.b", "msg1", "gone", "", "__proto__"];

const hostile = fc.oneof(
  fc.constantFrom(...IDS),
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    [],
    {},
    "x".repeat(100_000),
    "constructor",
    "toString",
    "-=system",
    "system.__proto__.polluted",
    "==system",
  ),
  fc.dictionary(fc.constantFrom("__proto__", "constructor", "prototype", "user", "userId", "requester", "op", "system"), fc.jsonValue({ maxDepth: 2 }), {
    maxKeys: 3,
  }),
  fc.string({ maxLength: 20 }),
  fc.integer(),
);

/**
 * Well-formed requests of every kind, each naming documents that exist: mutations of these
 * reach past the payload's first check to the ids, the owners and the rules behind them.
 */
const TEMPLATES: readonly unknown[] = [
  { combat: "fight", combatant: "hero" },
  { combat: "fight", combatant: "villain", action: "halfAim" },
  { combat: "fight", combatant: "hero", op: "ready", trigger: "when the door opens" },
  { combat: "fight", combatant: "hero", op: "delay" },
  { combat: "fight", surprised: { hero: true, villain: false } },
  { combat: "fight", combatants: ["hero", "villain"], luck: false, mode: "publicroll" },
  { combat: "fight", combatant: "villain", initiative: 12 },
  { actor: "Actor.a", action: "attack", data: { item: "x", action: "standardAttack" }, targets: ["Actor.b"], mode: "gm" },
  { actor: "Actor.a", action: "rollTest", data: { characteristic: "agility" }, targets: [], mode: "self" },
  { messageId: "msg1", button: "roll", rolls: ['{"class":"Roll","formula":"1d100","terms":[],"total":1,"evaluated":true}'] },
  { messageId: "msg1", button: "dodge:Actor.b", rolls: [] },
  { actors: ["Actor.a", "Actor.b"] },
  { test: "agility", difficulty: "challenging", actors: ["Actor.a", "Actor.b"], opposed: true, secret: false },
  { test: "search", difficulty: "10", actors: ["Actor.a"], secret: true },
  { test: "heavyBlades", difficulty: "15", actors: ["Actor.a", "Actor.b"], opposed: false },
  { test: "perception", difficulty: "4", actors: ["Actor.b", "Actor.a"] },
  { messageId: "msg1", button: "roll:Actor.a", modifiers: { step: null, free: { test: 5, dice: 1 } } },
];

/**
 * A payload as it arrives over the wire: a mutated request, or anything at all, through JSON, so
 * `__proto__` is an own key as it would be and never the prototype.
 */
const payload = fc
  .oneof(
    { weight: 5, arbitrary: mutationsOf(TEMPLATES, hostile) },
    { weight: 1, arbitrary: fc.constantFrom(...TEMPLATES) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  )
  .map((generated) => JSON.parse(JSON.stringify(generated) ?? "null") as unknown);

function refusalCode(outcome: Outcome<unknown>): string | null {
  return outcome.ok ? null : outcome.refusal.code;
}

describe("forged and malformed requests to the GM", () => {
  it.each(GM_REQUESTS)(
    `${RUNS} generated %s payloads from a player who owns nothing: each refused with a code the player can read, none thrown, nothing written`,
    async (name) => {
      const codes = new Set<string>();
      await fc.assert(
        fc.asyncProperty(payload, async (sent) => {
          const world = new FakeWorld();
          const answer = await gmHandlers(world)[name](sent, BOB);
          const code = refusalCode(answer);
          expect(code).not.toBeNull();
          codes.add(code ?? "");
          expect(world.calls).toEqual([]);
        }),
        { numRuns: RUNS, seed: 10 },
      );
      console.log(name, [...codes].join(" "));
      for (const code of codes) expect(KNOWN_WORDS.has(`TURNWRIGHT.Refusal.${code}`), code).toBe(true);
      expect(Object.prototype).not.toHaveProperty("polluted");
    },
  );

  describe.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))("$id cards", ({ id, module }) => {
    const [first = "", second = ""] = packFilePaths(`${id}-actors`).map((path) => basename(path, ".json"));
    const world = (): MemoryCardWorld => {
      const actors = [packActorFrom(`${id}-actors`, first, "Actor.a"), packActorFrom(`${id}-actors`, second, "Actor.b")];
      return new MemoryCardWorld(module, new Map(actors.map((actor) => [actor.ref, actor])));
    };

    it(`${RUNS} generated startCard and pressCard payloads from a player who owns nothing: refused, none thrown, nothing written`, async () => {
      const codes = new Set<string>();
      const stranger = user("stranger", []);
      await fc.assert(
        fc.asyncProperty(payload, payload, async (start, press) => {
          const w = world();
          // One real card to press at, so forged presses meet a card as well as none.
          await w.createCards([{ kind: "attack", actors: ["Actor.a", "Actor.b"], data: {}, used: [] }], "gm", false);
          const before = w.writes.length;
          const startRead = readStart(start);
          const started = startRead.ok ? await executeStart(w, startRead.value, stranger) : startRead;
          const pressRead = readPress(press);
          const pressed = pressRead.ok ? await executePress(w, { ...pressRead.value, throwDice: thrown(() => null) }, stranger) : pressRead;
          for (const answer of [started, pressed]) {
            const code = refusalCode(answer);
            expect(code).not.toBeNull();
            codes.add(code ?? "");
          }
          expect(w.writes.slice(before)).toEqual([]);
        }),
        { numRuns: RUNS, seed: 11 },
      );
      console.log(id, [...codes].join(" "));
      for (const code of codes) expect(KNOWN_WORDS.has(`TURNWRIGHT.Refusal.${code}`), code).toBe(true);
    });

    it(`${RUNS} generated betweenFights payloads: refused to a player, none thrown; from the GM, only the named actors of the rule set are written, once each`, async () => {
      const codes = new Set<string>();
      const stranger = user("stranger", []);
      const gmUser = user("gm", [], true);
      // The table built once and copied for each payload: a run reads no pack file.
      const table = world();
      let applied = 0;
      await fc.assert(
        fc.asyncProperty(payload, async (sent) => {
          const read = readBetweenFights(sent);
          const w = table.copy();
          const asPlayer = read.ok ? await executeBetweenFights(w, read.value, stranger) : read;
          expect(asPlayer.ok).toBe(false);
          codes.add(refusalCode(asPlayer) ?? "");
          expect(w.writes).toEqual([]);
          const g = table.copy();
          const asGm = read.ok ? await executeBetweenFights(g, read.value, gmUser) : read;
          codes.add(refusalCode(asGm) ?? "");
          if (!asGm.ok) {
            expect(g.writes).toEqual([]);
            return;
          }
          applied += 1;
          const named = read.ok ? read.value.actors : [];
          const written = g.writes.filter((write) => write.kind === "actor").map((write) => String(Reflect.get(Object(write.detail), "actor")));
          for (const ref of written) expect(named).toContain(ref);
          expect(new Set(written).size).toBe(written.length);
        }),
        { numRuns: RUNS, seed: 12 },
      );
      codes.delete("");
      // Where the rule set has the rule, some went through, so the writes were looked at, not only refusals.
      if (module.betweenFights !== undefined) expect(applied).toBeGreaterThan(0);
      console.log(id, "betweenFights", [...codes].join(" "));
      for (const code of codes) expect(KNOWN_WORDS.has(`TURNWRIGHT.Refusal.${code}`), code).toBe(true);
    });

    it(`${RUNS} generated rollRequest payloads and presses: refused to a player; from the GM at most ONE card; a stranger's press on it refused, an owner's one update`, async () => {
      const codes = new Set<string>();
      const stranger = user("stranger", []);
      const owner = user("owner", ["Actor.a"]);
      const gmUser = user("gm", [], true);
      const table = world();
      let posted = 0;
      await fc.assert(
        fc.asyncProperty(payload, payload, async (sent, press) => {
          const read = readRollRequest(sent);
          const w = table.copy();
          const asPlayer = read.ok ? await executeRollRequest(w, read.value, stranger) : read;
          expect(asPlayer.ok).toBe(false);
          codes.add(refusalCode(asPlayer) ?? "");
          expect(w.writes).toEqual([]);
          const asGm = read.ok ? await executeRollRequest(w, read.value, gmUser) : read;
          codes.add(refusalCode(asGm) ?? "");
          if (!asGm.ok) {
            expect(w.writes).toEqual([]);
            return;
          }
          posted += 1;
          expect(w.writes.map((write) => write.kind)).toEqual(["create"]);
          const pressRead = readPress(press);
          const forged = pressRead.ok ? { ...pressRead.value, messageId: asGm.value.messageId, throwDice: thrown(() => null) } : null;
          if (forged === null) return;
          const byStranger = await executePress(w, forged, stranger);
          expect(byStranger.ok).toBe(false);
          codes.add(refusalCode(byStranger) ?? "");
          expect(w.writes).toHaveLength(1);
          await executePress(w, forged, owner);
          expect(w.writes.slice(1).every((write) => write.kind === "card")).toBe(true);
          expect(w.writes.length).toBeLessThanOrEqual(2);
        }),
        { numRuns: RUNS, seed: 13 },
      );
      codes.delete("");
      if (module.rollRequests !== undefined) expect(posted).toBeGreaterThan(0);
      console.log(id, "rollRequest", [...codes].join(" "));
      for (const code of codes) expect(KNOWN_WORDS.has(`TURNWRIGHT.Refusal.${code}`), code).toBe(true);
    });
  });
});
