import type { DiceRequest } from "../src/engine/dice/DiceRequest";
import { rollDice } from "../src/engine/dice/rollDice";
import type { FaceSource } from "../src/engine/dice/FaceSource";
import { allow, refuse, type Outcome } from "../src/engine/Refusal";
import type { ActorSnapshot } from "../src/engine/play/ActorSnapshot";
import type { DefenderChoice } from "../src/engine/play/damageControls";
import type { CardUser } from "../src/foundry/chat/CardWorld";
import { executePress } from "../src/foundry/chat/executePress";
import { executeStart } from "../src/foundry/chat/executeStart";
import { onActionTaken } from "../src/foundry/canvas/map/onActionTaken";
import type { MapWorld } from "../src/foundry/canvas/map/MapWorld";
import type { GalleryWorld } from "./GalleryWorld";
import { toFormula } from "../src/engine/dice/toFormula";
import { cardRecipients } from "../src/foundry/chat/cardSight";
import { PUBLIC, type MessageMode } from "../src/foundry/dice/messageVisibility";
import type { ModifierChoice } from "../src/engine/play/RollModifiers";

/** The gallery's one GM seat: every private roll is whispered to it. */
export const GALLERY_GMS: readonly string[] = ["gm"];

/**
 * Sheet buttons and card buttons as Foundry runs them (executeStart, executePress), with the
 * dice thrown from a seeded source instead of Foundry's Roll, so every run shows the same.
 */
export class GalleryPlay {
  /** The map the fighters stand on, once the page has one: an action taken there may set something off. */
  map: MapWorld | null = null;

  constructor(
    readonly world: GalleryWorld,
    public faces: FaceSource,
  ) {}

  /** How the player whose button it is shows their rolls: the gallery's roll mode, as their game reads it. */
  mode: MessageMode = "public";

  /** The tokens the GM has selected on the map, by their actors' refs (the gallery's tokens are its fighters). */
  selected: string[] = [];

  /** Each seat's targets, by their actors' refs: each player targets the other fighter, as their sheet does. */
  readonly targets = new Map<string, readonly string[]>();

  /**
   * The defenders a damage control points at, checked as the GM's game checks them
   * (src/foundry/chat/pointedDefenders.ts): a selection is the GM's alone; each token must be there.
   */
  #pointedAt(user: CardUser, to: Exclude<DefenderChoice, "target">): Outcome<readonly ActorSnapshot[]> {
    if (to === "selected" && !user.isGM) return refuse("gm-only", "Only the GM can do that.");
    const tokens = to === "selected" ? this.selected : (this.targets.get(user.id) ?? []);
    const defenders = tokens.flatMap((ref) => this.world.snapshot(ref) ?? []);
    return defenders.length === tokens.length ? allow(defenders) : refuse("token-missing", "One of those tokens is not on its scene any more", {});
  }

  async start(
    user: CardUser,
    actor: string,
    action: string,
    data: Readonly<Record<string, string>>,
    targets: readonly string[],
    rolled: { readonly modifiers?: ModifierChoice; readonly mode?: MessageMode } = {},
  ): Promise<Outcome<string>> {
    // Seen as the presser chose (in the modifier dialog, else the chat's roll mode), as the GM's side works it out (cardHandlers).
    this.world.audience = cardRecipients(rolled.mode ?? this.mode, user.id, GALLERY_GMS);
    const request = { actor, action, data, targets };
    const started = await executeStart(this.world, rolled.modifiers === undefined ? request : { ...request, modifiers: rolled.modifiers }, user);
    if (!started.ok) return started;
    const { messageId, follow, spent } = started.value;
    // The card first, then what the action sets off where the actor stands, as the GM's side does in Foundry.
    if (spent !== undefined && this.map !== null) await onActionTaken(this.map, spent.actor, spent.action);
    if (follow !== undefined) {
      const followed = await this.press(user, messageId, follow);
      if (!followed.ok) return followed;
    }
    return allow(messageId);
  }

  async press(user: CardUser, messageId: string, button: string, amount?: string): Promise<Outcome<true>> {
    // The dice are thrown by the one writer for exactly what the rules ask of this press, as the GM's game throws them;
    // each throw is one roll on the card, as a Roll is on a Foundry card.
    const throwDice = async (asked: readonly DiceRequest[]) => ({
      outcomes: asked.map((request) => rollDice(request, this.faces)),
      rolls: asked.map(toFormula),
    });
    // Cards a press makes are seen by whoever saw the card they came from.
    const from = this.world.messages.find((message) => message.id === messageId);
    this.world.audience = from === undefined ? PUBLIC : { whisper: from.whisper, blind: from.blind };
    const pressed = await executePress(
      this.world,
      { messageId, button, throwDice, pointedAt: (to) => this.#pointedAt(user, to), ...(amount === undefined ? {} : { amount }) },
      user,
    );
    if (!pressed.ok) return pressed;
    // A press's follow-up is a button of the card it just moved on.
    if (pressed.value.follow !== undefined) return this.press(user, messageId, pressed.value.follow);
    return allow(true);
  }
}
