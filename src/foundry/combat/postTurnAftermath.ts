import type { ClockHappening } from "../../engine/clock/index";
import type { ActorChange } from "../../engine/play/ActorSnapshot";
import type { CombatRules } from "../../engine/play/CombatRules";
import { text, type LocalText } from "../../engine/play/LocalText";
import type { FighterRecord, Report } from "./FightRecord";

export interface PostTurnAftermath {
  readonly changes: readonly ActorChange[];
  /** What puts each changed actor back, for the ledger. */
  readonly undo: readonly ActorChange[];
  readonly report: Report | null;
}

/**
 * What the steps between rounds do to the actors: the Post-Turn to those the clock names there
 * (everyone in the order), and a round's end to every fighter (a stun wearing off), in the order
 * of the fight. A combatant whose actor is gone is passed over.
 */
export function postTurnAftermath(rules: CombatRules, happened: readonly ClockHappening[], fighters: readonly FighterRecord[]): PostTurnAftermath {
  const changes: ActorChange[] = [];
  const undo: ActorChange[] = [];
  const lines: LocalText[] = [];
  let round = 0;
  let title = "TURNWRIGHT.Combat.Report.PostTurn";
  for (const happening of happened) {
    if (happening.type !== "post-turn" && happening.type !== "round-end") continue;
    round = happening.when.round;
    if (happening.type === "round-end") title = "TURNWRIGHT.Combat.Report.RoundEnd";
    const ids = happening.type === "post-turn" ? happening.ids : fighters.map((fighter) => fighter.id);
    for (const id of ids) {
      const actor = fighters.find((fighter) => fighter.id === id)?.actor ?? null;
      const step = actor === null ? null : happening.type === "post-turn" ? rules.postTurn(actor) : rules.roundEnd(actor);
      if (step === null) continue;
      changes.push(step.change);
      undo.push(step.undo);
      lines.push(step.line);
    }
  }
  return { changes, undo, report: lines.length === 0 ? null : { title: text(title, { round }), lines } };
}
