import { ruleSetById } from "../rulesets/registry";

/**
 * What a round of the rule set is called where the CLI counts them, as the tracker and the Odds
 * dialog do: a Turn where a round is made of Phases, else a round. A scenario's `maxRounds`
 * and a study's fight lengths count these.
 */
export function roundWord(rulesetId: string): "round" | "Turn" {
  return ruleSetById(rulesetId)?.play.combat.clock.round.kind === "phases" ? "Turn" : "round";
}
