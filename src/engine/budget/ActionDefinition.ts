/**
 * An action as the budget sees it: what kind of slot it takes (Full, Half, attack, move,
 * ...), the subtypes that conditions gate (Movement, Attack, ...) and, for point budgets,
 * its cost.
 */
export interface ActionDefinition {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly subtypes: readonly string[];
  readonly cost?: number;
}

/** What a budget remembers of an action once it is taken. */
export interface SpentAction {
  readonly id: string;
  readonly kind: string;
}

/**
 * A word of the rules a refusal names: the English of the engine's own sentence (which the CLI
 * prints), and the key the table reads it by in its own language.
 */
export interface RuleWord {
  readonly english: string;
  readonly key: string;
}
