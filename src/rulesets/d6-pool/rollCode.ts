import { refuse, type Outcome } from "../../engine/Refusal";
import { acceptedCode, doubled, formatDieCode, lessDice, type DieCode } from "./dieCode";
import { ATTRIBUTES, D6ActorSchema, SKILL_ATTRIBUTE, SKILLS, type Attribute, type D6Actor, type Skill } from "./schema";
import { rollPenalty, type WoundLevel } from "./woundLevel";

export type Trait = Attribute | Skill;

/** Every trait a roll can be made with: the attributes, then the skills. */
export const TRAITS: readonly Trait[] = [...ATTRIBUTES, ...SKILLS];

const isSkill = (trait: Trait): trait is Skill => Object.hasOwn(SKILL_ATTRIBUTE, trait);

/** The code on the sheet for a trait: a skill's own, or its attribute's where the skill is left out. */
export function codeOf(actor: D6Actor, trait: Trait): DieCode {
  if (!isSkill(trait)) return acceptedCode(actor[trait]);
  const own = actor.skills[trait];
  return acceptedCode(own ?? actor[SKILL_ATTRIBUTE[trait]]);
}

export interface RollCircumstances {
  /** Actions declared this round: every one beyond the first costs a die. */
  readonly actions: number;
  readonly wound: WoundLevel;
  /** A Fate Point spent this round doubles the code first. */
  readonly fate: boolean;
  /** Consecutive rounds spent aiming before this shot (a firearms roll only): +1D each, at most +3D. */
  readonly aimedRounds?: number;
}

/** A trait's name as the sheet titles it ("Melee combat"). */
function traitTitle(trait: Trait): string {
  const field = isSkill(trait) ? D6ActorSchema.properties.skills.properties[trait] : D6ActorSchema.properties[trait];
  return field.title ?? trait;
}

/**
 * The code a roll of `trait` is made with this round (`rollCode`), unless the trait itself is at
 * 0D: the source lets nobody rely on a skill or attribute reduced to zero, so neither Fate nor
 * aiming makes dice of it, and its pips alone are no roll.
 */
export function traitRollCode(trait: Trait, code: DieCode, circumstances: RollCircumstances): Outcome<DieCode> {
  if (code.dice < 1) {
    const written = formatDieCode(code);
    return refuse("zero-dice", `${traitTitle(trait)} is ${written}: a skill or attribute at 0D cannot be used`, {
      trait: `TURNWRIGHT.D6Pool.Trait.${trait}`,
      code: written,
    });
  }
  return rollCode(code, circumstances);
}

/** The most aiming adds, however long it goes on. */
export const MOST_AIM_DICE = 3;

export function aimDice(rounds: number): number {
  return Math.min(MOST_AIM_DICE, Math.max(0, Math.floor(rounds)));
}

/**
 * The code a skill or attribute roll is made with this round: doubled by Fate, with the aiming
 * dice, less a die per declared action beyond the first and the wound's dice. Never for damage, resistance or
 * initiative, which no penalty touches.
 */
export function rollCode(code: DieCode, circumstances: RollCircumstances): Outcome<DieCode> {
  const own = circumstances.fate ? doubled(code) : code;
  return lessDice(own.dice + aimDice(circumstances.aimedRounds ?? 0), own.pips, Math.max(0, circumstances.actions - 1) + rollPenalty(circumstances.wound));
}
