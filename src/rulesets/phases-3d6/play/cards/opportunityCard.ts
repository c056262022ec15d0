import type { DiceOutcome, DiceRequest } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { weaponOf } from "../../attackFlow";
import { ATTACK_DICE } from "../../attackRoll";
import type { Hex } from "../../hex/Hex";
import { opportunityActionId, type OpportunityAnswer } from "../opportunityAction";
import { fighterOf } from "../snapshot";
import { pressAttack, startAttack } from "./attackCard";
import { cardActor, OpportunityCardSchema, pressed, readCardToPress, usedButton, type OpportunityCard } from "./cardData";

export const OPPORTUNITY = "opportunity";

/** An attack of opportunity is a plain blow with the weapon in hand. */
const OPPORTUNITY_BLOW = "strike";

export interface OpportunityOffer {
  readonly threatener: string;
  readonly mover: string;
  readonly at: Hex;
  readonly skillNegates: boolean;
}

/** The card a provoking move posts: the threatener's answer still to come. */
export function opportunityCard(offer: OpportunityOffer): CardState {
  const data: OpportunityCard = { threatener: offer.threatener, mover: offer.mover, at: { q: offer.at.q, r: offer.at.r }, skillNegates: offer.skillNegates, answer: null };
  return { kind: OPPORTUNITY, actors: [offer.threatener, offer.mover], data, used: [] };
}

export function opportunityDice(button: string): Outcome<readonly DiceRequest[]> {
  return allow(button === "strike" ? [ATTACK_DICE] : []);
}

/** The item id of the weapon the threatener holds, if it is one to strike in melee with. */
function meleeWeaponId(threatener: ActorSnapshot): Outcome<string> {
  const armed = fighterOf(threatener);
  if (!armed.ok) return armed;
  const weapon = weaponOf(armed.value.fighter);
  if (weapon.class !== "melee") return refuse("no-melee-weapon", `${threatener.name} holds no melee weapon: an attack of opportunity is a melee attack`, { name: threatener.name });
  const index = armed.value.fighter.weapons.indexOf(weapon);
  return allow(armed.value.weaponIds[index] ?? "");
}

/**
 * The strike: an attack card for the blow, already rolled with the press's dice against the
 * mover's DCV. It is taken from the threatener's allowance, not from its own Phase.
 */
function strike(threatener: ActorSnapshot, mover: ActorSnapshot, outcomes: readonly DiceOutcome[]): Outcome<CardState> {
  const weapon = meleeWeaponId(threatener);
  if (!weapon.ok) return weapon;
  const started = startAttack(threatener, { manoeuvre: OPPORTUNITY_BLOW, item: weapon.value }, [mover], [], undefined);
  if (!started.ok) return started;
  const rolled = pressAttack(started.value.card, "roll", { [threatener.ref]: threatener, [mover.ref]: mover }, outcomes);
  return rolled.ok ? allow(rolled.value.card) : rolled;
}

/**
 * Strike, Let it pass, or (the GM, where a skill roll negates it) Evaded. Each answers the
 * opportunity once; the answer goes through the threatener's budget so the Phase's allowance
 * is checked and kept by the tracker.
 */
export function pressOpportunity(card: CardState, button: string, actors: Readonly<Record<string, ActorSnapshot>>, outcomes: readonly DiceOutcome[]): Outcome<CardTransition> {
  const read = readCardToPress(card, OPPORTUNITY, OpportunityCardSchema, button);
  if (!read.ok) return read;
  const data = read.value;
  if (data.answer !== null) return usedButton();
  const threatener = cardActor(actors, data.threatener);
  if (!threatener.ok) return threatener;
  const mover = cardActor(actors, data.mover);
  if (!mover.ok) return mover;
  const answered = (answer: OpportunityCard["answer"], spent: OpportunityAnswer, spawn: readonly CardState[]): CardTransition => ({
    card: pressed(card, { ...data, answer }, button),
    spawn,
    changes: [],
    spend: { actor: data.threatener, action: opportunityActionId({ answer: spent, mover: data.mover }) },
  });
  switch (button) {
    case "strike": {
      const attack = strike(threatener.value, mover.value, outcomes);
      return attack.ok ? allow(answered("strike", "strike", [attack.value])) : attack;
    }
    case "pass":
      return allow(answered("pass", "pass", []));
    case "evaded":
      if (!data.skillNegates) return refuse("no-skill-roll", "No skill roll negates this attack of opportunity", {});
      // The lapse is covered: for the threatener the opportunity is gone as if let pass.
      return allow(answered("evaded", "pass", []));
    default:
      return refuse("unknown-button", `This card has no button ${button}`, { button });
  }
}
