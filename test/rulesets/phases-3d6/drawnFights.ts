import fc from "fast-check";

const WEAPONS = ["Sword", "Spear", "Club", "Knife", "Bow", "Great axe"] as const;
const DEFENCES = ["block", "dodge", "missileDeflection", "rollWithAPunch"] as const;
const SCRIPTED = [
  "strike",
  "haymaker",
  "grab",
  "disarm",
  "dodge",
  "block",
  "halfMove",
  "fullMove",
  "step",
  "withdraw",
  "dropProne",
  "standUp",
  "takeRecovery",
] as const;

/** One combatant of a fight drawn at random: sheet, weapon, standing orders, a script for the first Turn. */
export interface Drawn {
  readonly side: string;
  readonly combatValue: number;
  readonly stun: number;
  readonly body: number;
  readonly weapon: string | undefined;
  readonly abortTo: readonly string[] | undefined;
  readonly script: readonly string[] | undefined;
  readonly prone: boolean;
}

const combatant = (side: fc.Arbitrary<string>): fc.Arbitrary<Drawn> =>
  fc.record({
    side,
    combatValue: fc.integer({ min: 1, max: 9 }),
    stun: fc.integer({ min: 6, max: 30 }),
    body: fc.integer({ min: 4, max: 14 }),
    weapon: fc.option(fc.constantFrom(...WEAPONS), { nil: undefined }),
    abortTo: fc.option(fc.shuffledSubarray([...DEFENCES]), { nil: undefined }),
    script: fc.option(fc.array(fc.constantFrom(...SCRIPTED), { minLength: 1, maxLength: 2 }), { nil: undefined, freq: 4 }),
    prone: fc.boolean(),
  });

/** Both sides present, up to six in all, and as many distinct hexes when the fight has a map. */
export const fighters: fc.Arbitrary<readonly Drawn[]> = fc
  .tuple(combatant(fc.constant("red")), combatant(fc.constant("blue")), fc.array(combatant(fc.constantFrom("red", "blue")), { maxLength: 4 }))
  .map(([first, second, rest]) => [first, second, ...rest]);
export const hexes = fc.uniqueArray(fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) }), {
  minLength: 6,
  maxLength: 6,
  selector: (hex) => `${hex.q},${hex.r}`,
});

export function scenarioOf(drawn: readonly Drawn[], at: readonly { q: number; r: number }[] | null, chosen: string) {
  // Without a map no enemy is nearer than another.
  const targeting = at === null && chosen === "nearest" ? "first" : chosen;
  return {
    ruleset: "phases-3d6",
    maxRounds: 4,
    combatants: drawn.map((d, index) => ({
      id: `f${index}`,
      side: d.side,
      targeting,
      actor: { combatValue: d.combatValue, stun: { max: d.stun }, body: { max: d.body } },
      ...(d.prone ? { conditions: ["prone"] } : {}),
      items: d.weapon === undefined ? [] : [{ type: "weapon", name: d.weapon }],
      ...(d.abortTo === undefined ? {} : { abortTo: d.abortTo }),
      ...(d.script === undefined ? {} : { script: [{ round: 1, actions: d.script }] }),
      ...(at === null ? {} : { position: at[index] }),
    })),
  };
}

/** A drawn fight's scenario, on a map or off it, under any targeting, with the seed it is fought from. */
export const drawnFight = fc.record({
  scenario: fc
    .tuple(fighters, fc.option(hexes, { nil: null }), fc.constantFrom("first", "random", "nearest", "focus"))
    .map(([drawn, at, targeting]) => scenarioOf(drawn, at, targeting)),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
});
