import type { Static, TSchema } from "@sinclair/typebox";
import type { DiceOutcome, DiceRequest } from "../dice/DiceRequest";
import { allow, refuse, type Outcome } from "../Refusal";
import type { ActorSnapshot } from "./ActorSnapshot";
import type { ButtonPress, CardButton } from "./ButtonPress";
import type { CardRules, CardState, CardTransition, PressInput, StartInput } from "./CardRules";
import type { CardView } from "./CardView";
import { readCard, splitButton, usedButton } from "./cardData";
import { modifierLines, type RollModifiers } from "./RollModifiers";
import { damageButtons, dealtTo, withDamageControls, type DamageDealing } from "./dealDamage";

type Actors = Readonly<Record<string, ActorSnapshot>>;

/**
 * One kind of card, whole: the schema its stored data must meet, its buttons by verb (the part
 * of a button before any `:ref`), and how it is drawn. A kind only opened from a sheet, with
 * nothing left to press, has no buttons.
 */
export interface CardKind {
  dice(input: PressInput): Outcome<readonly DiceRequest[]>;
  resolve(input: PressInput, outcomes: readonly DiceOutcome[]): Outcome<CardTransition>;
  /** The card drawn from its data; null when its data does not meet the schema. */
  view(card: CardState, actors: Actors): CardView | null;
}

export function cardKind<S extends TSchema>(
  schema: S,
  parts: {
    readonly buttons: Readonly<Record<string, CardButton<Static<S>>>>;
    view(data: Static<S>, card: CardState, actors: Actors): CardView;
    /**
     * Where the kind deals damage: its rule for one defender. The card then has the damage
     * controls (deal to a choice of defenders, adjust, undo; see dealDamage.ts) beside its buttons.
     */
    readonly damage?: DamageDealing<Static<S>>;
  },
): CardKind {
  const damage = parts.damage;
  const buttons: Readonly<Record<string, CardButton<Static<S>>>> = damage === undefined ? parts.buttons : { ...parts.buttons, ...damageButtons(damage) };
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
      },
      handler,
    });
  };
  return {
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
      const view = parts.view(read.value, card, actors);
      return damage === undefined ? view : withDamageControls(damage, read.value, card, view);
    },
  };
}

/** A sheet button that opens a card: a test, an attack, a spend of luck, a Phase's action. */
export type CardStart = (input: StartInput) => Outcome<CardTransition>;

/**
 * A rule set's cards as Foundry runs them: sheet actions by name, kinds by name, what may change
 * a roll before it is thrown, and what a card shows when it is of no kind the rule set has or its
 * data is damaged. Every rule set builds its cards this way, so none holds a chain of ifs over its
 * kinds. The modifiers a roll was started with are kept on its card and listed under what the
 * card's kind draws, each with its source, so every rule set's cards list them alike.
 */
export function cardRules(cards: {
  readonly starts: Readonly<Record<string, CardStart>>;
  readonly kinds: Readonly<Record<string, CardKind>>;
  readonly modifiers: RollModifiers;
  damaged(): CardView;
}): CardRules {
  const kindOf = (card: CardState): CardKind | undefined => (Object.hasOwn(cards.kinds, card.kind) ? cards.kinds[card.kind] : undefined);
  const noKind = (card: CardState) => refuse("card-kind", `This is not a card of this rule set (${card.kind})`, { kind: card.kind });
  return {
    modifiers: cards.modifiers,
    start: {
      dice: () => allow([]),
      resolve(input) {
        const start = Object.hasOwn(cards.starts, input.action) ? cards.starts[input.action] : undefined;
        if (start === undefined) return refuse("unknown-sheet-action", `The sheet has no action ${input.action}`, { action: input.action });
        const started = start(input);
        const modifiers = input.modifiers ?? [];
        if (!started.ok || modifiers.length === 0) return started;
        return allow({ ...started.value, card: { ...started.value.card, modifiers } });
      },
    },
    press: {
      dice: (input) => kindOf(input.card)?.dice(input) ?? noKind(input.card),
      resolve: (input, outcomes) => kindOf(input.card)?.resolve(input, outcomes) ?? noKind(input.card),
    },
    view(card, actors) {
      const drawn = kindOf(card)?.view(card, actors) ?? null;
      if (drawn === null) return cards.damaged();
      const listed = modifierLines(cards.modifiers, card.modifiers ?? []);
      return listed.length === 0 ? drawn : { ...drawn, lines: [...drawn.lines, ...listed] };
    },
    named: (card) => [...card.actors, ...dealtTo(card).filter((ref) => !card.actors.includes(ref))],
  };
}
