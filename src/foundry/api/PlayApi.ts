import type { OddsSummary } from "../../engine/odds/OddsStudy";

/**
 * What `game.turnwright.api` offers modules and macros. Every action goes the way the sheet's,
 * the card's or the tracker's button goes (the GM's request, its checks, its refusal words): the
 * API is a second door to the same room, never a second way to change a document.
 */
export interface PlayApi {
  /** What the actor can do now, as its sheet offers it: every action with its words, cost and, when it cannot, why. */
  actions(actor: string): Promise<readonly ApiAction[]>;
  /** Starts a test, an attack or another sheet action, exactly as its sheet button does. */
  start(request: StartActionRequest): Promise<ApiOutcome<{ readonly messageId: string }>>;
  /** The actor the user speaks as (a controlled token's, else the user's character), by ref; null for none. */
  speaker(): string | null;
  /** Who acts now in the fight under way, as the tracker shows it; empty outside a running fight. */
  acting(): readonly ApiFighter[];
  /** A card's steps (its buttons) as the card shows them to this user: which are open to them. */
  cardSteps(message: string): Promise<readonly ApiCardStep[]>;
  /** Takes a step of a card, as pressing its button does. */
  press(request: { readonly message: string; readonly step: string }): Promise<ApiOutcome<object>>;
  /** Takes the card's damage step (apply, or roll and apply), as its button does; `step` chooses when it has several. */
  applyDamage(request: { readonly message: string; readonly step?: string }): Promise<ApiOutcome<object>>;
  /** Takes the card's luck step (a reroll, a soak), as its button does; `step` chooses when it has several. */
  spendLuck(request: { readonly message: string; readonly step?: string }): Promise<ApiOutcome<object>>;
  /** Takes an action from a combatant's budget, as the tracker's budget does. `combat` defaults to the one under way. */
  spend(request: { readonly combatant: string; readonly action: string; readonly combat?: string }): Promise<ApiOutcome<object>>;
  /** Takes a combatant out of the round's passes, as the tracker's Pass does. */
  pass(request: { readonly combatant: string; readonly combat?: string }): Promise<ApiOutcome<object>>;
  /**
   * Runs the odds of the fight under way (or of `combat`), or of a scenario as the CLI reads one,
   * in a worker: win rates, rounds and survivors. A combat's odds are the GM's, as the tracker's Odds button is.
   */
  odds(request: OddsRequest): Promise<ApiOutcome<{ readonly summary: OddsSummary }>>;
  /**
   * The GM asks actors for a roll of one of the rule set's tests, as the "Ask for a roll" dialog
   * does: one card, each actor with a Roll button for its owner or the GM. A GM's request alone.
   */
  requestRoll(request: RollRequestCall): Promise<ApiOutcome<{ readonly messageId: string }>>;
  /** Opens the GM's "Ask for a roll" dialog, the selected tokens' actors ticked. */
  askForRoll(): Promise<void>;
}

/** What to ask: a test of the rule set's (`agility`, `search`), its difficulty (the rule set's usual one when left out), who by ref, opposed or not, secret or not. */
export interface RollRequestCall {
  readonly test: string;
  readonly difficulty?: string;
  readonly actors: readonly string[];
  readonly opposed?: boolean;
  readonly secret?: boolean;
}

/** What of the API acts, fetched when first asked for. */
export type PlayActions = Omit<PlayApi, "speaker" | "acting" | "odds" | "requestRoll" | "askForRoll">;

/** A combatant of the fight: its combat and combatant ids, its name and its actor's ref. */
export interface ApiFighter {
  readonly combat: string;
  readonly combatant: string;
  readonly name: string;
  readonly actor: string | null;
}

/** A card's step, in the user's words. */
export interface ApiCardStep {
  readonly id: string;
  readonly label: string;
  readonly tone: "primary" | "luck" | "defence" | "plain";
  /** The step that takes damage from a target. */
  readonly damage: boolean;
  readonly used: boolean;
  /** Open to this user now. */
  readonly allowed: boolean;
}

/** What to study: the fight of a combat, or a scenario file's content. Trials default to 1000, the seed to a fresh one. */
export type OddsRequest = ({ readonly combat?: string; readonly scenario?: undefined } | { readonly scenario: unknown; readonly combat?: undefined }) & {
  readonly trials?: number;
  readonly seed?: number;
};

/** An action of an actor's sheet, in the user's language. */
export interface ApiAction {
  /** Stays the same while the sheet offers the action: its name and data, as `attack?action=standardAttack&item=abc`. */
  readonly id: string;
  /** The sheet button's action, and the data it sends: what `start` takes. */
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
  readonly label: string;
  /** What it takes from the budget, when the rules name a cost ("Half", "2 AP"); null otherwise. */
  readonly cost: string | null;
  readonly allowed: boolean;
  /** Why not, in the words the sheet shows; null when allowed. */
  readonly reason: string | null;
  /** The item it uses (the weapon of an attack), by id on the actor; null for none. */
  readonly item: { readonly id: string; readonly name: string } | null;
  /** The stat a test rolls ("Agility"), as the sheet's tile names it; null for any other action. */
  readonly stat: string | null;
}

export interface StartActionRequest {
  /** The acting actor's ref (its uuid). */
  readonly actor: string;
  /** The action and data of one of the actor's `actions`. */
  readonly action: string;
  readonly data?: Readonly<Record<string, string>>;
  /** Actor refs the action aims at; left out, the user's targeted tokens, as the sheet's button takes them. */
  readonly targets?: readonly string[];
}

/** Done, with what it made; or not, with the reason the user was shown. */
export type ApiOutcome<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly reason: string };
