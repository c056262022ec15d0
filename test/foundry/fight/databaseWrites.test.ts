import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { phasedTurns } from "../../../src/engine/clock/index";
import { readClock } from "../../../src/foundry/fight/clockRecord";
import { advanceFight } from "../../../src/foundry/fight/advance";
import { writeFight, writeFighters, type CoreAnnouncer } from "../../../src/foundry/fight/combatWrites";
import type { CoreMove, FighterChange, FighterRecord, FightRecord, FightUpdate } from "../../../src/foundry/fight/FightRecord";
import { holdInFight } from "../../../src/foundry/fight/heldActions";
import { resetFight } from "../../../src/foundry/fight/reset";
import { rollFightInitiative } from "../../../src/foundry/fight/initiative";
import { spendFromBudget } from "../../../src/foundry/fight/spend";
import { startFight } from "../../../src/foundry/fight/start";
import { CombatDocumentDouble, storedFightRecord } from "../../support/foundry/combatDocuments";
import { GENERATIONS, globalsOf, type FoundryGeneration } from "../../support/foundry/foundryGenerations";
import { FakeCombat, fighter } from "./fakeCombat";
import { FAKE_RULES } from "./fakeRules";

const NO_HOOKS: CoreAnnouncer = { start: () => undefined, move: () => undefined };

/**
 * The tracker's operations written through the system's own write code (combatWrites) into a
 * double of the Combat document, and read back from what it stores, as fightRecord reads a real one.
 */
class StoredFight extends FakeCombat {
  readonly document: CombatDocumentDouble;

  constructor(fighters: readonly FighterRecord[], rules = FAKE_RULES, generation?: FoundryGeneration) {
    super(fighters, rules);
    this.document = new CombatDocumentDouble(
      fighters.map((one) => one.id),
      generation,
    );
  }

  override read(): FightRecord {
    return storedFightRecord(this.document, super.read().fighters);
  }

  override async write(update: FightUpdate, move?: CoreMove | null): Promise<void> {
    await writeFight(this.document, NO_HOOKS, update, move ?? null);
  }

  override async writeFighters(changes: readonly FighterChange[]): Promise<void> {
    await writeFighters(this.document, changes);
  }
}

/** v14's `foundry.utils.logCompatibilityWarning`, which a v14 double warns through: the tracker's writes never reach it. */
const warned = vi.fn();

afterEach(() => {
  expect(warned).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
});

/**
 * v13's client database (client-backend.mjs) counted, with the update data as each generation's
 * database takes it: v13's `==` keys, v14's operators (v14's declarations give its backend no
 * other round trips or hooks).
 */
describe.each(GENERATIONS)("the fight's writes, counted as Foundry's database counts them, under $name's double", (generation) => {
  beforeEach(() => {
    warned.mockClear();
    for (const [name, value] of Object.entries(globalsOf(generation, warned))) vi.stubGlobal(name, value);
  });

  const trio = (): StoredFight => new StoredFight([fighter("a", 40), fighter("b", 30), fighter("c", 20)], FAKE_RULES, generation);

  async function startedTrio(rules = FAKE_RULES): Promise<StoredFight> {
    const combat = new StoredFight([fighter("a", 40), fighter("b", 30), fighter("c", 20)], rules, generation);
    combat.faces.push(8, 6, 4);
    expect((await startFight(combat)).ok).toBe(true);
    return combat;
  }

  it("initiative before the fight is ONE request, and core tells modules of each combatant's score", async () => {
    const combat = trio();
    combat.faces.push(8, 6, 4);
    await rollFightInitiative(combat, ["a", "b", "c"]);
    expect(combat.document.roundTrips).toBe(1);
    expect(combat.document.hooksFired("updateCombatant")).toEqual(["a", "b", "c"]);
    expect(combat.document.combatants.get("a")).toMatchObject({ initiative: 12, system: { tiebreak: [40], rolledFor: 1 } });
  });

  it("starting the fight is ONE more request for the clock, the budgets and surprise", async () => {
    const combat = await startedTrio();
    expect(combat.document.roundTrips).toBe(2);
    expect(combat.document.hooksFired("updateCombat")).toEqual(["combat"]);
    expect(Object.keys(Object(combat.document.system["budgets"])).sort()).toEqual(["a", "b", "c"]);
  });

  it("a turn, a round, a spent action and a held action are ONE request each, and no combatant's update", async () => {
    const combat = await startedTrio({ ...FAKE_RULES, clock: phasedTurns });
    const counted: number[] = [];
    const step = async (run: () => Promise<unknown>) => {
      const before = combat.document.roundTrips;
      await run();
      counted.push(combat.document.roundTrips - before);
    };
    await step(() => spendFromBudget(combat, "a", "aim"));
    await step(() => advanceFight(combat, "next"));
    await step(() => holdInFight(combat, "b", { op: "delay" }));
    await step(() => advanceFight(combat, "nextRound"));
    await step(() => advanceFight(combat, "previous"));
    expect(counted).toEqual([1, 1, 1, 1, 1]);
    expect(combat.document.hooksFired("updateCombatant")).toEqual(["a", "b", "c"]);
  });

  it("replaces the budgets whole, so an action spent last round is gone from the stored data", async () => {
    const combat = await startedTrio();
    await spendFromBudget(combat, "a", "aim");
    expect(Reflect.get(Object(combat.document.system["budgets"]), "a")).toEqual({ turn: ["aim"], reactions: 0 });
    await advanceFight(combat, "nextRound");
    expect(Reflect.get(Object(combat.document.system["budgets"]), "a")).toEqual({ turn: [], reactions: 0 });
  });

  it("a newcomer's initiative during the fight: its own update (modules hear it), then ONE update of the clock", async () => {
    const combat = await startedTrio();
    const fighters = [...combat.record.fighters, fighter("d", 50)];
    combat.record = { ...combat.record, fighters };
    combat.document.combatants.set("d", { initiative: null, system: { tiebreak: [], rolledFor: 0 } });
    const before = combat.document.hooks.length;
    combat.faces.push(9);
    await rollFightInitiative(combat, ["d"]);
    expect(combat.document.hooks.slice(before).map((fired) => `${fired.hook} ${fired.id}`)).toEqual(["updateCombatant d", "updateCombat combat"]);
    expect(readClock(combat.document.system["clock"])?.combatants["d"]?.score).toBe(14);
  });

  it("a reset clears the clock in ONE request and everyone's initiative in ONE more, which modules hear", async () => {
    const combat = await startedTrio();
    const before = combat.document.roundTrips;
    await resetFight(combat);
    expect(combat.document.roundTrips - before).toBe(2);
    expect(combat.document.system["clock"]).toBeNull();
    expect([...combat.document.combatants.values()].map((one) => one.initiative)).toEqual([null, null, null]);
    expect(combat.document.hooksFired("updateCombatant").slice(-3)).toEqual(["a", "b", "c"]);
  });

  it("fires core's hook for a move with the very options object the update is made with, in v13's shape (v14's declarations: the same)", async () => {
    const announced: { hook: string; options: object }[] = [];
    const announce: CoreAnnouncer = { start: () => undefined, move: (hook, _moment, options) => announced.push({ hook, options }) };
    const document = new CombatDocumentDouble(["a", "b"], generation);
    await writeFight(document, announce, { round: 2, turn: 0 }, { hook: "combatRound", direction: 1, time: { seconds: 3 } });
    expect(announced).toHaveLength(1);
    expect(announced[0]?.options).toBe(document.updateOptions[0]);
    expect(document.updateOptions[0]).toMatchObject({ direction: 1, worldTime: { delta: 3 } });
    await writeFight(document, announce, { round: 2, turn: 1 }, null);
    expect(announced).toHaveLength(1);
    expect(document.updateOptions[1]).toBeUndefined();
  });
});
