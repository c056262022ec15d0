import type { FighterBase } from "../script/FighterBase";
import type { ScriptStep } from "../script/ScriptStep";
import type { TargetChooser } from "./chooseTarget";
import type { ChosenTarget } from "./FightContext";
import type { Roster } from "./Roster";

/**
 * One fight's choice of target, answered again without choosing while nobody was replaced since:
 * a turn may ask for its target more than once (to close in, then to strike), and the choice made
 * again over the same fighters is the same one with nothing drawn, since a combatant keeps to the
 * enemy it chose while that one may still be attacked (`chooseTarget.ts`). Fighters are replaced,
 * never changed, so the roster's count of replacements says whether any of them could differ.
 */
export class TargetUntilReplaced<F extends FighterBase> {
  private readonly choose: TargetChooser<F>;
  private readonly roster: Roster<F>;
  private askedId: string | null;
  private askedStep: ScriptStep | undefined;
  /** The roster's count of replacements when the answer was chosen. */
  private askedAt: number;
  private answer: ChosenTarget<F> | undefined;

  constructor(choose: TargetChooser<F>, roster: Roster<F>) {
    this.choose = choose;
    this.roster = roster;
    this.askedId = null;
    this.askedStep = undefined;
    this.askedAt = -1;
    this.answer = undefined;
  }

  /** Whom `id` attacks now under its scripted step for the round, if any: `FightContext.target`. */
  target(id: string, step: ScriptStep | undefined): ChosenTarget<F> | undefined {
    const replaced = this.roster.replacements();
    if (id === this.askedId && step === this.askedStep && replaced === this.askedAt) return this.answer;
    const answer = this.choose(this.roster.fighter(id), this.roster.fighters, step);
    this.askedId = id;
    this.askedStep = step;
    this.askedAt = replaced;
    this.answer = answer;
    return answer;
  }
}
