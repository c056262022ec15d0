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
}

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
