import type { RuleEffect } from "../../engine/effects/RuleEffect";

/**
 * What a botch takes from its botcher, as effects with a duration counted in round ends: the
 * rest of the round it happened in is the first (every botch ends the botcher's actions for the
 * round), and each round its rolled duration names is one more. The Botch turns the condition
 * "loses its actions" on, and while it is in force the character's turns are refused; a snag also
 * leaves it stunned for the same rounds. Both are conditions, so the token shows them and the HUD
 * can end either early. The log and the chat name the effect ("Marvok's Botch ends").
 */
function roundsOf(condition: "lost" | "stunned", name: string, icon: string, rounds: number): RuleEffect {
  return {
    entry: { name, duration: { unit: "round-ends", count: rounds }, changes: [{ key: `system.conditions.${condition}`, mode: "override", value: "true" }] },
    label: `TURNWRIGHT.D20Segments.Effect.${condition}`,
    icon,
  };
}

/**
 * One declaration per condition and count, made once: a study puts the same botch on fight after
 * fight, and its fight knows a combatant already entered under an effect it has seen (runFight's
 * entries). By count under each condition, where a key written out for each botch was a share of it.
 */
const MADE: Readonly<Record<"lost" | "stunned", Map<number, RuleEffect>>> = { lost: new Map(), stunned: new Map() };
function once(condition: "lost" | "stunned", name: string, icon: string, rounds: number): RuleEffect {
  const made = MADE[condition];
  let effect = made.get(rounds);
  if (effect === undefined) {
    effect = roundsOf(condition, name, icon, rounds);
    made.set(rounds, effect);
  }
  return effect;
}

/** The rounds a character loses to a botch, this one counted: a botch with no duration takes 1. */
export function lostRounds(rounds: number): RuleEffect {
  return once("lost", "Botch", "lost.svg", rounds);
}

/** A snag's stun, for the same rounds as the actions it takes. */
export function stunnedRounds(rounds: number): RuleEffect {
  return once("stunned", "Stunned", "stunned.svg", rounds);
}
