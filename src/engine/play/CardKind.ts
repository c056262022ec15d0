import type { Static, TSchema } from "@sinclair/typebox";
import type { DiceOutcome, DiceRequest } from "../dice/DiceRequest";
import { allow, refuse, type Outcome } from "../Refusal";
import type { ActorSnapshot } from "./ActorSnapshot";
import type { ButtonPress, CardButton } from "./ButtonPress";
import type { CardRules, CardState, CardTransition, PressInput, StartInput } from "./CardRules";
import type { CardView } from "./CardView";
import { readCard, splitButton, usedButton } from "./cardData";
import { modifierLines, type AppliedModifier, type RollModifiers } from "./RollModifiers";
import type { RangeAtTable } from "./RangeRule";
import { judgeReach, reachLines, type ReachOnCard } from "./reachOnCard";
import { damageButtons, dealtTo, withDamageControls, type DamageDealing } from "./dealDamage";

type Actors = Readonly<Record<string, ActorSnapshot>>;

/**
 * One kind of card, whole: the id its stored cards carry, the sheet actions that open it, the
 * schema its stored data must meet, its buttons by verb (the part of a button before any `:ref`),
 * and how it is drawn. A kind only opened from a sheet, with nothing left to press, has no
 * buttons; a kind only spawned by another card's press opens from no sheet action.
 */
export interface CardKind {
  /** The id a card of this kind is stored with (`CardState.kind`). */
  readonly kind: string;
  /** The sheet actions that open a card of this kind, by the name a sheet button sends. */
  readonly starts: Readonly<Record<string, CardStart>>;
  dice(input: PressInput): Outcome<readonly DiceRequest[]>;
  resolve(input: PressInput, outcomes: readonly DiceOutcome[]): Outcome<CardTransition>;
  /** The card drawn from its data; null when its data does not meet the schema. */
  view(card: CardState, actors: Actors): CardView | null;
}

/** What a rule set writes of one kind of card, in the file that holds the kind whole. */
export interface CardDefinition<S extends TSchema> {
  readonly kind: string;
  readonly schema: S;
  /** The sheet actions that open it; left out by a kind only a press of another card posts. */
  readonly starts?: Readonly<Record<string, CardStart>>;
  readonly buttons: Readonly<Record<string, CardButton<Static<S>>>>;
  view(data: Static<S>, card: CardState, actors: Actors): CardView;
  /**
   * Where the kind deals damage: its rule for one defender. The card then has the damage
   * controls (deal to a choice of defenders, adjust, undo; see dealDamage.ts) beside its buttons.
   */
  readonly damage?: DamageDealing<Static<S>>;
}

export function defineCard<S extends TSchema>(definition: CardDefinition<S>): CardKind {
  const { kind, schema, damage } = definition;
  const buttons: Readonly<Record<string, CardButton<Static<S>>>> =
    damage === undefined ? definition.buttons : { ...definition.buttons, ...damageButtons(damage) };
  // A chat message can be old, edited or forged: every press reads the card through the schema first.
  const pressOf = (input: PressInput): Outcome<{ readonly press: ButtonPress<Static<S>>; readonly handler: CardButton<Static<S>> }> => {
    const read = readCard(input.card, input.card.kind, schema);
    if (!read.ok) return read;
    if (input.card.used.includes(input.button)) return usedButton();
    const { verb, ref } = splitButton(input.button);
    const handler = Object.hasOwn(buttons, verb) ? buttons[verb] : undefined;
    if (handler === undefined) return refuse("unknown-button", `This card has no button ${input.button}`, { button: input.button });
    return allow({
      press: {
        card: input.card,
        data: read.value,
        button: input.button,
        ref,
        actors: input.actors,
        tallies: input.tallies ?? {},
        allies: input.allies ?? {},
        defenders: input.defenders ?? [],
        ...(input.amount === undefined ? {} : { amount: input.amount }),
        ...(input.modifiers === undefined ? {} : { modifiers: input.modifiers }),
      },
      handler,
    });
  };
  return {
    kind,
    starts: definition.starts ?? {},
    dice(input) {
      const found = pressOf(input);
      if (!found.ok) return found;
      return found.value.handler.dice?.(found.value.press) ?? allow([]);
    },
    resolve(input, outcomes) {
      const found = pressOf(input);
      return found.ok ? found.value.handler.resolve(found.value.press, outcomes) : found;
    },
    view(card, actors) {
      const read = readCard(card, card.kind, schema);
      if (!read.ok) return null;
      const view = definition.view(read.value, card, actors);
      return damage === undefined ? view : withDamageControls(damage, read.value, card, view);
    },
  };
}

/** A sheet button that opens a card: a test, an attack, a spend of luck, a Phase's action. */
export type CardStart = (input: StartInput) => Outcome<CardTransition>;

/**
 * A rule set's cards as Foundry runs them, from the list of its kinds: sheet actions by name,
 * kinds by id, what may change a roll before it is thrown, and what a card shows when it is of no
 * kind the rule set has or its data is damaged. Every rule set builds its cards this way, so none
 * holds a chain of ifs over its kinds. Two kinds with one id, or two claiming one sheet action,
 * would leave a card or a button to whichever came last: a mistake in the rule set, refused when
 * its module loads. The modifiers a roll was started with are kept on its card and listed under
 * what the card's kind draws, each with its source, so every rule set's cards list them alike.
 */
export function cardRules(cards: {
  readonly kinds: readonly CardKind[];
  readonly modifiers: RollModifiers;
  readonly range?: RangeAtTable;
  damaged(): CardView;
}): CardRules {
  const kinds = new Map<string, CardKind>();
  const opens = new Map<string, CardKind>();
  for (const kind of cards.kinds) {
    if (kinds.has(kind.kind)) throw new Error(`Two kinds of card are called "${kind.kind}"`);
    kinds.set(kind.kind, kind);
    for (const action of Object.keys(kind.starts)) {
      const other = opens.get(action);
      if (other !== undefined) throw new Error(`The sheet action "${action}" is claimed by two kinds of card, "${other.kind}" and "${kind.kind}"`);
      opens.set(action, kind);
    }
  }
  const kindOf = (card: CardState): CardKind | undefined => kinds.get(card.kind);
  const noKind = (card: CardState) => refuse("card-kind", `This is not a card of this rule set (${card.kind})`, { kind: card.kind });
  return {
    modifiers: cards.modifiers,
    ...(cards.range === undefined ? {} : { range: cards.range }),
    start: {
      dice: () => allow([]),
      resolve(input) {
        const start = opens.get(input.action)?.starts[input.action];
        if (start === undefined) return refuse("unknown-sheet-action", `The sheet has no action ${input.action}`, { action: input.action });
        // Out of reach or range is refused before the start reads anything: nothing is spent.
        const judged = judgeReach(cards.range, input, input.distances ?? {});
        if (!judged.ok) return judged;
        const started = start({ ...input, reach: judged.value });
        return started.ok ? allow(withStartNotes(started.value, input.modifiers ?? [], judged.value)) : started;
      },
    },
    press: {
      dice: (input) => kindOf(input.card)?.dice(input) ?? noKind(input.card),
      resolve: (input, outcomes) => kindOf(input.card)?.resolve(input, outcomes) ?? noKind(input.card),
    },
    view(card, actors) {
      const drawn = kindOf(card)?.view(card, actors) ?? null;
      if (drawn === null) return cards.damaged();
      const listed = [...reachLines(card.reach ?? []), ...modifierLines(cards.modifiers, card.modifiers ?? [])];
      return listed.length === 0 ? drawn : { ...drawn, lines: [...drawn.lines, ...listed] };
    },
    opens: Object.fromEntries([...opens].map(([action, kind]) => [action, kind.kind])),
    named: (card) => [...card.actors, ...dealtTo(card).filter((ref) => !card.actors.includes(ref))],
  };
}

/** The start's card with what it was started with: the chosen modifiers and the distances of the targets it names. */
function withStartNotes(transition: CardTransition, modifiers: readonly AppliedModifier[], reach: Readonly<Record<string, ReachOnCard>>): CardTransition {
  const card = transition.card;
  const kept = card.actors.flatMap((ref) => (Object.hasOwn(reach, ref) ? (reach[ref] ?? []) : []));
  const noted: CardState = {
    ...card,
    ...(modifiers.length === 0 ? {} : { modifiers }),
    ...(kept.length === 0 ? {} : { reach: kept }),
  };
  return modifiers.length === 0 && kept.length === 0 ? transition : { ...transition, card: noted };
}
