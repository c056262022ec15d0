import type { Scenario } from "../../../engine/scenario/ScenarioSchema";
import { DEFAULT_TARGETING, type Targeting } from "../../../engine/script/Targeting";
import { withTargeting } from "../../../engine/scenario/withTargeting";
import type { TargetingSettings } from "./oddsView";

/** The GM's choice of targeting for each side of a study, by side; a side left out picks at random. */
export type SideTargeting = Readonly<Record<string, Targeting>>;

/** What the dialog offers: the study's sides in the order they first appear, the rule set's targetings, and the choices so far. */
export function targetingSettings(scenario: Scenario, offered: readonly Targeting[], chosen: SideTargeting): TargetingSettings {
  return { sides: [...new Set(scenario.combatants.map((combatant) => combatant.side))], offered, chosen };
}

/** The study's scenario with every combatant choosing its targets as the GM chose for its side. */
export function studyWithTargeting(scenario: Scenario, chosen: SideTargeting): Scenario {
  return withTargeting(scenario, (side) => chosen[side] ?? DEFAULT_TARGETING);
}
