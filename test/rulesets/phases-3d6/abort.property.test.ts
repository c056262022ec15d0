import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CombatEvent } from "../../../src/engine/events";
import { fight, scenario } from "./abortSupport";

const DEFENCES = ["block", "dodge", "missileDeflection", "rollWithAPunch"] as const;
const WEAPONS = ["Sword", "Club", "Knife", "Bow", "Pistol"] as const;

interface Drawn {
  readonly side: string;
  readonly combatValue: number;
  readonly stun: number;
  readonly body: number;
  readonly weapon: string | undefined;
  readonly abortTo: readonly string[] | undefined;
}

const combatant = (side: fc.Arbitrary<string>): fc.Arbitrary<Drawn> =>
  fc.record({
    side,
    combatValue: fc.integer({ min: 1, max: 9 }),
    stun: fc.integer({ min: 8, max: 40 }),
    body: fc.integer({ min: 4, max: 20 }),
    weapon: fc.option(fc.constantFrom(...WEAPONS), { nil: undefined }),
    abortTo: fc.option(fc.shuffledSubarray([...DEFENCES]), { nil: undefined }),
  });

/** Both sides present, up to five in all. */
const fighters: fc.Arbitrary<readonly Drawn[]> = fc
  .tuple(combatant(fc.constant("red")), combatant(fc.constant("blue")), fc.array(combatant(fc.constantFrom("red", "blue")), { maxLength: 3 }))
  .map(([first, second, rest]) => [first, second, ...rest]);

/** The Turn and Phase an event falls in. */
function momentOf(event: CombatEvent): string {
  return `${event.round}:${event.phase ?? "-"}`;
}

describe("aborts scripted at random", () => {
  it("every character acts at most once a Phase, never while an abort is still to be paid for, and pays each abort with exactly one place", () => {
    fc.assert(
      fc.property(fighters, fc.integer({ min: 0, max: 1_000_000 }), (drawn, seed) => {
        const entries = drawn.map((d, index) => ({
          id: `f${index}`,
          side: d.side,
          actor: { combatValue: d.combatValue, stun: { max: d.stun }, body: { max: d.body } },
          items: d.weapon === undefined ? [] : [{ type: "weapon", name: d.weapon }],
          ...(d.abortTo === undefined ? {} : { abortTo: d.abortTo }),
        }));
        const { events } = fight(scenario(entries, 2), seed);
        const turnsIn = new Map<string, number>();
        const owing = new Map<string, string>();
        for (const event of events) {
          if (event.type === "turn-start") {
            const key = `${event.combatant}@${momentOf(event)}`;
            turnsIn.set(key, (turnsIn.get(key) ?? 0) + 1);
            expect(turnsIn.get(key)).toBe(1);
            expect(owing.has(event.combatant)).toBe(false);
          } else if (event.type === "abort") {
            expect(owing.has(event.combatant)).toBe(false);
            const orders = drawn[Number(event.combatant.slice(1))]?.abortTo ?? [];
            expect(orders).toContain(event.action);
            owing.set(event.combatant, `${event.forfeits} ${momentOf(event)}`);
          } else if (event.type === "refused" && event.code === "aborted") {
            const owed = owing.get(event.combatant);
            expect(owed).toBeDefined();
            // Before its place this Phase: paid this Phase; after it: paid in a later one.
            const [where, when] = (owed ?? "").split(" ");
            if (where === "this-step") expect(momentOf(event)).toBe(when);
            else expect(momentOf(event)).not.toBe(when);
            owing.delete(event.combatant);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
