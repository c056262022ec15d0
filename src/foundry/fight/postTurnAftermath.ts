import type { ClockHappening } from "../../engine/clock/index";
import type { ActorChange } from "../../engine/play/ActorSnapshot";
import type { CombatRules } from "../../engine/play/CombatRules";
import { text, type LocalText } from "../../engine/text/LocalText";
import { storedChange } from "../../engine/play/storedWrite";
import type { FighterRecord, Report } from "./FightRecord";

export interface PostTurnAftermath {
  readonly changes: readonly ActorChange[];
  /** What puts each changed actor back, for the ledger. */
  readonly undo: readonly ActorChange[];
  readonly report: Report | null;
}

/**
 * What the Post-Turn between rounds does to the actors the clock names there (everyone in the
 * order), in the order of the fight. A combatant whose actor is gone is passed over. Nothing
 * else is done at a round's end: what the rules put on for a time is an effect the clock ends.
 */
export function postTurnAftermath(rules: CombatRules, happened: readonly ClockHappening[], fighters: readonly FighterRecord[]): PostTurnAftermath {
  const changes: ActorChange[] = [];
  const undo: ActorChange[] = [];
  const lines: LocalText[] = [];
  let round = 0;
  for (const happening of happened) {
    if (happening.type !== "post-turn") continue;
    round = happening.when.round;
    for (const id of happening.ids) {
      const actor = fighters.find((fighter) => fighter.id === id)?.actor ?? null;
      const step = actor === null ? null : rules.postTurn(actor);
      if (step === null) continue;
      // Both as stored data takes them, from the actor as the rules read it now: the undo puts back what is stored.
      changes.push(storedChange(actor ?? undefined, step.change));
      undo.push(storedChange(actor ?? undefined, step.undo));
      lines.push(step.line);
    }
  }
  return { changes, undo, report: lines.length === 0 ? null : { title: text("TURNWRIGHT.Combat.Report.PostTurn", { round }), lines } };
}
