import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { createClock, setInitiative } from "../../src/engine/clock/index";
import { rollDice } from "../../src/engine/dice/rollDice";
import { SeededFaces } from "../../src/engine/dice/SeededFaces";
import type { ActorSnapshot } from "../../src/engine/play/ActorSnapshot";
import { executePress } from "../../src/foundry/chat/executePress";
import { executeStart } from "../../src/foundry/chat/executeStart";
import type { FightRecord } from "../../src/foundry/fight/FightRecord";
import { budgetRows } from "../../src/foundry/applications/tracker/trackerView";
import { GmExecutor, type GmLink } from "../../src/foundry/gm/GmExecutor";
import { dictionaryTranslator } from "../../src/engine/text/dictionaryTranslator";
import { compileTemplates } from "../../src/foundry/templating/templateSet";
import { translate } from "../../src/foundry/templating/Translator";
import { D100_MODULE } from "../../src/rulesets/d100-fate/play/module";
import { MemoryCardWorld, user } from "../../test/foundry/chat/cardWorld";
import { packActorFrom } from "../../test/support/packActors";
import type { BenchCase, BenchSuite } from "../harness";

const PLAYERS = 5;

/** The active GM's game, answering every request itself, one at a time, as at a real table. */
function gmOf(world: MemoryCardWorld): GmExecutor {
  const link: GmLink = {
    self: () => ({ id: "gm", isGM: true, isActiveGM: true }),
    activeGM: () => null,
    requesterOf: () => null,
    tell: () => undefined,
    install: () => undefined,
    newRequestId: () => "",
    desk: "gm",
  };
  const executor = new GmExecutor(link);
  const faces = new SeededFaces(7);
  const players = new Map(Array.from({ length: PLAYERS }, (_, index) => [`player${index}`, user(`player${index}`, [`Actor.c${index}`])]));
  const presser = (id: string) => players.get(id) ?? user(id, []);
  executor.register("startCard", async (payload, requester) => {
    const actor = String(Reflect.get(Object(payload), "actor"));
    return executeStart(world, { actor, action: "rollTest", data: { characteristic: "agility" }, targets: [] }, presser(requester.id));
  });
  executor.register("pressCard", async (payload, requester) => {
    const messageId = String(Reflect.get(Object(payload), "messageId"));
    return executePress(
      world,
      { messageId, button: "roll", throwDice: async (asked) => ({ outcomes: asked.map((request) => rollDice(request, faces)), rolls: [] }) },
      presser(requester.id),
    );
  });
  return executor;
}

/**
 * `players` players each start a test from their sheet, then press its Roll twice at once (a
 * double click), all in flight at the GM together, in a world of `combatants` actors. Counts the
 * presses applied, and fails the run unless each card's roll applied exactly once.
 */
function pressing(name: string, combatants: number, players: number): BenchCase {
  const sergeant = packActorFrom("d100-fate-actors", "guard-sergeant");
  const actors = new Map<string, ActorSnapshot>(Array.from({ length: combatants }, (_, index) => [`Actor.c${index}`, { ...sergeant, ref: `Actor.c${index}` }]));
  return {
    name,
    unitsPerIteration: players,
    async run(iterations) {
      const world = new MemoryCardWorld(D100_MODULE, actors);
      const gm = gmOf(world);
      let applied = 0;
      for (let i = 0; i < iterations; i++) {
        const round = Array.from({ length: players }, async (_, index) => {
          const who = { id: `player${index}`, isGM: false };
          const started = await gm.answer("startCard", { actor: `Actor.c${index}` }, who);
          const messageId = started.ok ? String(Reflect.get(Object(started.value), "messageId")) : "";
          const presses = await Promise.all([gm.answer("pressCard", { messageId }, who), gm.answer("pressCard", { messageId }, who)]);
          return presses.filter((press) => press.ok).length;
        });
        const once = await Promise.all(round);
        if (once.some((count) => count !== 1)) throw new Error(`a double press applied ${JSON.stringify(once)} times`);
        applied += once.length;
      }
      return applied;
    },
  };
}

const english = dictionaryTranslator(JSON.parse(readFileSync(new URL("../../lang/en.json", import.meta.url), "utf8")));
const host = Handlebars.create();
// Foundry's own helpers that core's tracker markup uses, registered as the gallery registers them.
host.registerHelper("localize", (key: unknown) => (typeof key === "string" ? english.localize(key) : ""));
host.registerHelper("and", (...values: unknown[]) => values.slice(0, -1).every(Boolean));
const templates = compileTemplates(
  host,
  () => english,
  (file) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8"),
);

/** A fight of `size` ranked combatants as the tracker reads it, the first acting. */
function fightOf(size: number): FightRecord {
  const rules = D100_MODULE.combat;
  const sergeant = packActorFrom("d100-fate-actors", "guard-sergeant");
  const ids = Array.from({ length: size }, (_, index) => `c${index}`);
  const created = createClock(
    rules.clock,
    ids.map((id) => ({ id })),
  );
  const ranked = created.ok ? setInitiative(rules.clock, created.state, Object.fromEntries(ids.map((id, index) => [id, { score: size - index }]))) : created;
  if (!ranked.ok) throw new Error("the bench's fight does not start");
  const clock = { ...ranked.state, round: 1 };
  return {
    round: 1,
    turn: 0,
    clock,
    ledger: [],
    fighters: ids.map((id, index) => ({
      id,
      name: `Fighter ${index}`,
      actor: { ...sergeant, ref: `Actor.${id}` },
      initiative: size - index,
      tiebreak: [],
      rolledFor: 1,
      surprised: false,
      defeated: false,
      budget: null,
    })),
  };
}

/** One render of the tracker's list: the budget rows under each name, then core's list template with them. */
function trackerRender(size: number): BenchCase {
  const record = fightOf(size);
  const rules = D100_MODULE.combat;
  return {
    name: `tracker drawn with ${size} combatants`,
    unitsPerIteration: 1,
    run(iterations) {
      let length = 0;
      for (let i = 0; i < iterations; i++) {
        const rows = budgetRows(
          rules,
          record,
          { isGM: false, owns: (id) => id === "c0" },
          {
            say: (text) => translate(english, text),
            pip: (label, spent) => translate(english, { key: spent ? "TURNWRIGHT.Combat.PipSpent" : "TURNWRIGHT.Combat.PipOpen", data: { label } }),
            list: (names) => english.getListFormatter().format(names),
          },
        );
        const turns = record.fighters.map((fighter, index) => ({
          id: fighter.id,
          name: fighter.name,
          img: "",
          css: index === 0 ? "active" : "",
          active: index === 0,
          hidden: false,
          isDefeated: false,
          isOwner: index === 0,
          canPing: false,
          initiative: fighter.initiative,
          resource: null,
          effects: { icons: [], tooltip: "" },
          turnwright: rows[index] ?? null,
        }));
        length += templates.trackerPart("tracker", { user: { isGM: false }, turns, hasDecimals: false, initiativeIcon: { icon: "", hover: "" } }).length;
      }
      return length;
    },
  };
}

/** The GM's game under load: presses applied per second, crowded against alone. */
export const pressesSuite: BenchSuite = {
  name: "presses",
  title: "card presses the GM applies, one player in a fight of 2 against five players double-clicking at once in a fight of 200 (each press counted once)",
  unit: "presses",
  baseline: pressing("1 player, 2 combatants", 2, 1),
  cases: [pressing(`${PLAYERS} players double-clicking at once, 200 combatants`, 200, PLAYERS)],
  // Queued one at a time, a press should cost the GM no more with five players and 200 actors.
  targets: [{ case: `${PLAYERS} players double-clicking at once, 200 combatants`, minRatio: 0.5 }],
};

/** The tracker's list drawn at 200 combatants against 10: it should grow no worse than linearly. */
export const trackerSuite: BenchSuite = {
  name: "tracker",
  title: "the combat tracker's list drawn (budget rows and template), 10 combatants against 200",
  unit: "renders",
  baseline: trackerRender(10),
  cases: [trackerRender(200)],
  targets: [{ case: "tracker drawn with 200 combatants", minRatio: 10 / 200 / 2 }],
};
