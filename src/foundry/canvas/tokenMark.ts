import type { CombatRules } from "../../engine/play/CombatRules";
import type { LocalText } from "../../engine/text/LocalText";
import type { FightRecord } from "../fight/FightRecord";

/** The name of the text a token carries for its mark, so a refresh finds the one it drew. */
export const MARK_NAME = "turnwright-mark";

/** What a combatant's token shows now, from its budget in the fight under way; null when nothing. */
export function markOf(rules: CombatRules, record: FightRecord, combatantIds: readonly string[]): LocalText | null {
  const clock = record.clock;
  if (clock === null || clock.round === 0) return null;
  for (const id of combatantIds) {
    const fighter = record.fighters.find((candidate) => candidate.id === id);
    if (fighter === undefined || fighter.budget === null) continue;
    const mark = rules.tokenMark(fighter.budget);
    if (mark !== null) return mark;
  }
  return null;
}

/** The part of a token's canvas object a mark is drawn on: a PIXI container with the token's size. */
export interface MarkedToken {
  readonly w: number;
  getChildByName(name: string): unknown;
  addChild<T extends PIXI.DisplayObject>(child: T): T;
}

/** Draws, rewrites or takes away the mark above a token. */
export function drawMark(token: MarkedToken, words: string | null): void {
  const drawn = token.getChildByName(MARK_NAME);
  const text = drawn instanceof PIXI.Text ? drawn : null;
  if (words === null) {
    text?.destroy();
    return;
  }
  if (text !== null) {
    if (text.text !== words) text.text = words;
    return;
  }
  const style = foundry.canvas.containers.PreciseText.getTextStyle({ fontSize: 18, fill: "#d8e5f1", stroke: "#102a44", strokeThickness: 4 });
  const made = new foundry.canvas.containers.PreciseText(words, style);
  made.name = MARK_NAME;
  made.anchor.set(0.5, 1);
  made.position.set(token.w / 2, -4);
  token.addChild(made);
}
