/**
 * What only the active GM's game does to a fight: start it, step its clock, roll and set
 * initiative, reset it, let a combatant leave, and spend from a budget. The combat document and
 * the sheets fetch this module when a GM first does one of them, so a player's game never loads it.
 */
export { advanceFight } from "./advance";
export { rollGroupInitiative } from "./groupInitiative";
export { rollFightInitiative, rollWaitingInitiative, setFightInitiative } from "./initiative";
export { leaveFight } from "./leave";
export { resetFight } from "./reset";
export { spendFromBudget } from "./spend";
export { startFight } from "./start";
