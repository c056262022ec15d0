/**
 * What a rule set's scenario guide (docs/scenarios/<id>.md) says of its scripts, in English:
 * each script action with what it costs and what it does, each luck use a script may `spend`, and
 * which weapon an attack is made with. Built from the rule set's own tables wherever they say it
 * (an action's kind, a manoeuvre's modifiers, a location's penalty), so the guide's tables, which
 * `npm run docs` writes from it, follow the rules; the guide's test holds its actions and uses to
 * the rule set's vocabulary, one row for each.
 */
export interface ScriptGuide {
  readonly actions: readonly { readonly id: string; readonly costs: string; readonly does: string }[];
  readonly spend: readonly { readonly id: string; readonly does: string }[];
  /** Which of the combatant's weapons an attack uses, in a sentence. */
  readonly weapon: string;
}
