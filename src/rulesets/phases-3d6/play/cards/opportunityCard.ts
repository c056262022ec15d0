import { type Static } from "@sinclair/typebox";
import type { DiceOutcome } from "../../../../engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { ButtonPress, CardButton } from "../../../../engine/play/ButtonPress";
import { cardButtons, gm, ownerOrGm } from "../../../../engine/play/cardButtons";
import { cardActor, pressed, usedButton } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { ATTACK_DICE } from "../../attackRoll";
import { weaponOf } from "../../fighter";
import type { Hex } from "../../hex/Hex";
import { opportunityActionId, type OpportunityAction, type OpportunityAnswer } from "../opportunityAction";
import { fighterOf } from "../snapshot";
import { ATTACK, newAttack, rollAttack } from "./attackCard";

const K = "TURNWRIGHT.Phases";

const OPPORTUNITY = "opportunity";

/**
 * A mover left a hex the threatener threatens: the threatener may strike at it once, or let it
 * pass; where a skill roll negates the attack, the GM may rule it evaded. `answer` is what was
 * done, null while the card waits.
 */
const OpportunityCardSchema = Type.Object({
  threatener: Type.String({ minLength: 1 }),
  mover: Type.String({ minLength: 1 }),
  at: Type.Object({ q: Type.Integer(), r: Type.Integer() }),
  skillNegates: Type.Boolean(),
  answer: Type.Union([Type.Literal("strike"), Type.Literal("pass"), Type.Literal("evaded"), Type.Literal("waived"), Type.Null()]),
  // A distracting action's lapse rather than a leaving: which action, which of the Phase's
  // actions it was, and whether the GM may rule it no lapse (the table's Usually). Cards posted
  // for a leaving, and those of earlier versions, have none of these.
  distraction: Type.Optional(Type.Object({ action: Type.String({ minLength: 1 }), occasion: Type.String({ minLength: 1 }), gmMayWaive: Type.Boolean() })),
});
type OpportunityCard = Static<typeof OpportunityCardSchema>;

/** An attack of opportunity is a plain blow with the weapon in hand. */
const OPPORTUNITY_BLOW = "strike";

export interface OpportunityOffer {
  readonly threatener: string;
  readonly mover: string;
  readonly at: Hex;
  readonly skillNegates: boolean;
  /** The distracting action that let the guard down; left out for leaving a threatened hex. */
  readonly distraction?: NonNullable<OpportunityCard["distraction"]>;
}

/** The card a provoking move or distracting action posts: the threatener's answer still to come. */
export function opportunityCard(offer: OpportunityOffer): CardState {
  const base: OpportunityCard = {
    threatener: offer.threatener,
    mover: offer.mover,
    at: { q: offer.at.q, r: offer.at.r },
    skillNegates: offer.skillNegates,
    answer: null,
  };
  const data: OpportunityCard = offer.distraction === undefined ? base : { ...base, distraction: { ...offer.distraction } };
  return { kind: OPPORTUNITY, actors: [offer.threatener, offer.mover], data, used: [] };
}

/** The item id of the weapon the threatener holds, if it is one to strike in melee with. */
function meleeWeaponId(threatener: ActorSnapshot): Outcome<string> {
  const armed = fighterOf(threatener);
  if (!armed.ok) return armed;
  const weapon = weaponOf(armed.value.fighter);
  if (weapon.class !== "melee")
    return refuse("no-melee-weapon", `${threatener.name} holds no melee weapon: an attack of opportunity is a melee attack`, { name: threatener.name });
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
  const attack = newAttack(threatener, { manoeuvre: OPPORTUNITY_BLOW, item: weapon.value }, [mover], [], undefined);
  if (!attack.ok) return attack;
  const rolled = rollAttack({ kind: ATTACK, actors: [threatener.ref, mover.ref], data: attack.value, used: [] }, attack.value, "roll", outcomes);
  return rolled.ok ? allow(rolled.value.card) : rolled;
}

/** The answer recorded on the card, and taken from the threatener's allowance through its budget. */
function answered(
  press: ButtonPress<OpportunityCard>,
  answer: OpportunityCard["answer"],
  spent: OpportunityAnswer,
  spawn: readonly CardState[],
): CardTransition {
  return {
    card: pressed(press.card, { ...press.data, answer }, press.button),
    spawn,
    changes: [],
    spend: { actor: press.data.threatener, action: opportunityActionId(answerTo(press.data, spent)) },
  };
}

/** The answer as the threatener's budget takes it: to this mover's leaving, or to this one distracting action. */
function answerTo(data: OpportunityCard, answer: OpportunityAnswer): OpportunityAction {
  return data.distraction === undefined ? { answer, mover: data.mover } : { answer, mover: data.mover, occasion: data.distraction.occasion };
}

/** Both parties of the opportunity, still in the world; refused once it is answered. */
function parties(press: ButtonPress<OpportunityCard>): Outcome<{ readonly threatener: ActorSnapshot; readonly mover: ActorSnapshot }> {
  if (press.data.answer !== null) return usedButton();
  const threatener = cardActor(press.actors, press.data.threatener);
  if (!threatener.ok) return threatener;
  const mover = cardActor(press.actors, press.data.mover);
  return mover.ok ? allow({ threatener: threatener.value, mover: mover.value }) : mover;
}

/**
 * Strike, Let it pass, or (the GM) Evaded where a skill roll negates it, or Waived where the
 * table says a distraction usually provokes and the GM rules this one an exception. Each answers the
 * opportunity once; the answer goes through the threatener's budget so the Phase's allowance
 * is checked and kept by the tracker.
 */
const OPPORTUNITY_BUTTONS: Readonly<Record<string, CardButton<OpportunityCard>>> = {
  strike: {
    dice: () => allow([ATTACK_DICE]),
    resolve(press, outcomes) {
      const both = parties(press);
      if (!both.ok) return both;
      const attack = strike(both.value.threatener, both.value.mover, outcomes);
      return attack.ok ? allow(answered(press, "strike", "strike", [attack.value])) : attack;
    },
  },
  pass: {
    resolve(press) {
      const both = parties(press);
      return both.ok ? allow(answered(press, "pass", "pass", [])) : both;
    },
  },
  evaded: {
    resolve(press) {
      const both = parties(press);
      if (!both.ok) return both;
      if (!press.data.skillNegates) return refuse("no-skill-roll", "No skill roll negates this attack of opportunity", {});
      // The lapse is covered: for the threatener the opportunity is gone as if let pass.
      return allow(answered(press, "evaded", "pass", []));
    },
  },
  waive: {
    resolve(press) {
      const both = parties(press);
      if (!both.ok) return both;
      if (press.data.distraction?.gmMayWaive !== true) return refuse("no-waiver", "The table leaves no exception to this attack of opportunity", {});
      // The GM rules this use no lapse at all: for the threatener the opportunity is gone as if let pass.
      return allow(answered(press, "waived", "pass", []));
    },
  },
};

const ANSWERED: Readonly<Record<NonNullable<OpportunityCard["answer"]>, string>> = {
  strike: `${K}.Card.OpportunityStruck`,
  pass: `${K}.Card.OpportunityPassed`,
  evaded: `${K}.Card.OpportunityEvaded`,
  waived: `${K}.Card.OpportunityWaived`,
};

/**
 * What the mover did (left a threatened hex, or did something distracting in it) and what the
 * threatener may do: strike or let it pass (its owner or the GM); where a skill roll negates
 * the attack, Evaded, and where the table says it usually provokes, Waived (the GM, who rules).
 */
function opportunityView(data: OpportunityCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const threatener = actors[data.threatener]?.name ?? "?";
  const mover = actors[data.mover]?.name ?? "?";
  const open = data.answer === null;
  const distraction = data.distraction;
  const lines: LocalText[] = [
    distraction === undefined
      ? text(`${K}.Card.OpportunityLeft`, { mover, threatener })
      : text(`${K}.Card.OpportunityDistracted`, { mover, threatener, action: `${K}.Action.${distraction.action}` }),
  ];
  if (data.skillNegates && open) lines.push(text(`${K}.Card.OpportunitySkill`, { mover }));
  if (distraction?.gmMayWaive === true && open) lines.push(text(`${K}.Card.OpportunityUsually`, { mover }));
  if (data.answer !== null) lines.push(text(ANSWERED[data.answer], { mover, threatener }));
  return {
    title: text(`${K}.Card.OpportunityTitle`),
    subtitle: text(`${K}.Card.OpportunityBy`, { threatener, mover }),
    rolls: [],
    lines,
    buttons: cardButtons(card, [
      { id: "strike", label: text(`${K}.Button.strike`, { name: mover }), audience: ownerOrGm(data.threatener), tone: "primary", available: open },
      { id: "pass", label: text(`${K}.Button.pass`), audience: ownerOrGm(data.threatener), tone: "plain", available: open },
      { id: "evaded", label: text(`${K}.Button.evaded`, { name: mover }), audience: gm(), tone: "defence", available: open && data.skillNegates },
      { id: "waive", label: text(`${K}.Button.waive`), audience: gm(), tone: "defence", available: open && distraction?.gmMayWaive === true },
    ]),
  };
}

/** An attack of opportunity offered when a token leaves a threatened hex or lets its guard down: posted by the map, opened from no sheet action. */
export const OPPORTUNITY_CARD: CardKind = defineCard({ kind: OPPORTUNITY, schema: OpportunityCardSchema, buttons: OPPORTUNITY_BUTTONS, view: opportunityView });
