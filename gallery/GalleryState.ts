import type { TemplateSet } from "../src/foundry/templating/templateSet";
import type { Language } from "../src/foundry/templating/Translator";
import type { CardUser } from "../src/foundry/chat/CardWorld";
import type { GalleryPlay } from "./GalleryPlay";
import type { GalleryWorld } from "./GalleryWorld";
import type { RememberedChoices } from "../src/foundry/applications/modifiers/rememberedChoices";
import type { GalleryEffect } from "./galleryEffect";
import type { GalleryKeys } from "./galleryKeys";

export type Theme = "light" | "dark";

/** A person at the table: the GM, or a player with the actor they own. */
export interface Seat {
  readonly id: string;
  readonly label: string;
  readonly user: CardUser;
}

/** An item sheet on show: whose item, which one. */
export interface OpenItem {
  readonly actor: string;
  readonly item: string;
}

/** A roll waiting on its modifier dialog: the sheet button clicked, in the theme it was clicked in. */
export interface PendingRoll {
  readonly actor: string;
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
  readonly theme: Theme;
}

/** Everything the gallery draws from; every click changes it and the page is drawn again. */
export interface GalleryState {
  readonly world: GalleryWorld;
  readonly play: GalleryPlay;
  readonly templates: TemplateSet;
  readonly i18n: Language;
  /** The two fighters, each sheet viewed by its owner and targeting the other. */
  readonly fighters: readonly [string, string];
  readonly seats: readonly Seat[];
  /** Whose eyes the chat log is drawn through. */
  viewer: string;
  /** Active tab per sheet panel and theme. */
  readonly tabs: Map<string, string>;
  /** The item sheets shown, as the rule set's page names them. */
  readonly items: OpenItem[];
  readonly themes: readonly Theme[];
  /** The combat tracker's actions clicked so far, as ApplicationV2 would have dispatched them. */
  readonly trackerLog: string[];
  /** The roll whose modifier dialog is open, if any. */
  pendingRoll: PendingRoll | null;
  /** The theme whose GM's "Ask for a roll" dialog is open, if any. */
  pendingRequest: Theme | null;
  /** Each player's last choice in the modifier dialog, as their own game keeps it. */
  readonly remembered: RememberedChoices;
  /** An Active Effect with a duration in the rule set's time, on the first fighter. */
  readonly effect: GalleryEffect;
  /** The page's keyboard and the system's key actions at the keys they ship with. */
  readonly keys: GalleryKeys;
}

export function seatOf(state: GalleryState, id: string): Seat {
  const seat = state.seats.find((candidate) => candidate.id === id) ?? state.seats[0];
  if (seat === undefined) throw new Error("The gallery has nobody at the table");
  return seat;
}

/** The player who owns an actor (the sheet's viewer), else the GM. */
export function ownerSeat(state: GalleryState, ref: string): Seat {
  return state.seats.find((seat) => !seat.user.isGM && seat.user.owns(ref)) ?? seatOf(state, "gm");
}
