import type { DocumentRules } from "../../engine/play/DocumentRules";

/** Where the system's condition icons are served from. */
export const CONDITION_ICONS = "systems/turnwright/assets/conditions";

/** A condition's entry in `CONFIG.statusEffects`. */
export interface ConditionStatus<ActorType extends string = string> {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly hud: { readonly actorTypes: ActorType[] };
}

/**
 * The world's status effects (v13 client/config.mjs `statusEffects`: `{id, name, img}`, `name`
 * a lang key that `ActiveEffect.fromStatusEffect` localises, `hud` limiting the token HUD to some
 * actor types): the rule set's conditions, each with its own icon and name, offered on its actors'
 * tokens, and core's one for a defeated combatant, which the combat tracker toggles
 * (`CONFIG.specialStatusEffects.DEFEATED`, combat-tracker.mjs `_onToggleDefeatedStatus`, throws
 * for an id the list lacks). Core's other statuses are the rules' business no more.
 */
export function statusEffectsFor<Core extends { readonly id: string }, ActorType extends string = string>(
  documents: DocumentRules,
  core: readonly Core[],
  defeated: string,
  // The actor types whose tokens offer them: the rule set's, as the game knows it (documents/subTypes.ts).
  actorTypes: readonly ActorType[],
): (ConditionStatus<ActorType> | Core)[] {
  const own: ConditionStatus<ActorType>[] = documents.conditions.map((condition) => ({
    id: condition.id,
    name: condition.label,
    img: `${CONDITION_ICONS}/${condition.icon}`,
    hud: { actorTypes: [...actorTypes] },
  }));
  const kept = core.filter((status) => status.id === defeated && !own.some((mine) => mine.id === status.id));
  return [...own, ...kept];
}
