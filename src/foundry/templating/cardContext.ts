import type { Audience, CardButtonView, CardView } from "../../engine/play/CardView";

/** The `data-action` of every card button; the chat code listens for it and reads `data-button`. */
export const CARD_BUTTON_ACTION = "pressCard";

export interface CardButtonContext extends CardButtonView {
  /** Whether the user viewing the card may press it; buttons they may not press are not rendered. */
  readonly mayPress: boolean;
}

/** What templates/cards/card.hbs renders. */
export interface CardTemplateContext extends Omit<CardView, "buttons"> {
  readonly action: string;
  readonly buttons: readonly CardButtonContext[];
  /** Any button left for this user to see; the button row is left out otherwise. */
  readonly hasButtons: boolean;
  /** The card's result, for its colour: its first decided roll (the test or attack the card is about). */
  readonly outcome: "success" | "failure" | "none";
  /** Written by anyone but a GM's game: shown as it is, with no buttons and a line saying why. */
  readonly inert: boolean;
  /** Kept from this viewer but for the buttons they may press (see cardSight): nothing else of the card is drawn. */
  readonly private: boolean;
}

/**
 * A card for one viewer: `mayPress` answers for each button's audience (owner, owner or GM, GM),
 * decided by the caller who knows the user. The rule's view itself is not changed. An inert card
 * (see readCardMessage) offers no button to anyone.
 */
export function cardTemplateContext(view: CardView, mayPress: (audience: Audience) => boolean, inert = false): CardTemplateContext {
  const buttons = view.buttons.map((button) => ({ ...button, mayPress: !inert && mayPress(button.audience) }));
  const decided = view.rolls.filter((roll) => roll.outcome !== undefined);
  return {
    ...view,
    action: CARD_BUTTON_ACTION,
    buttons,
    hasButtons: buttons.some((button) => button.mayPress),
    outcome: decided[0]?.outcome ?? "none",
    inert,
    private: false,
  };
}

/**
 * A card kept from its viewer, but for the buttons still open to them (a defence against a
 * private attack): those buttons and nothing else, no title, roll, line or outcome, and never a
 * button already used, which would tell what happened.
 */
export function privateButtonsContext(view: CardView, mayPress: (audience: Audience) => boolean): CardTemplateContext {
  const buttons = view.buttons.filter((button) => !button.used && mayPress(button.audience)).map((button) => ({ ...button, mayPress: true }));
  return {
    title: view.title,
    rolls: [],
    lines: [],
    action: CARD_BUTTON_ACTION,
    buttons,
    hasButtons: buttons.length > 0,
    outcome: "none",
    inert: false,
    private: true,
  };
}
