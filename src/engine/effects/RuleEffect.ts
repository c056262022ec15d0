import type { EffectEntry } from "./EffectChange";
import type { EffectDuration } from "./EffectDuration";

/**
 * An effect the rules themselves put on an actor for a time in the rule set's own units: the stun
 * a hit leaves (d6-pool), the rounds a botch takes (d20-segments). One declaration serves both
 * places a fight runs: the headless fight times `entry` (its English `name` is the log's), and
 * the table makes it an Active Effect named by `label` in the reader's words, whose change to a
 * condition's path is that condition's status, so the token shows it and its HUD can end it.
 */
export interface RuleEffect {
  readonly entry: EffectEntry & { readonly duration: EffectDuration };
  /** The lang key of its name at the table. */
  readonly label: string;
  /** Its icon's file name among the system's condition icons. */
  readonly icon: string;
}

/**
 * A rule effect as a change puts it on an actor. `tag` tells it apart from the others the same
 * card put on (`dealt-2`), so that an undo of that card's step takes off this one and no other.
 */
export interface PlacedEffect {
  readonly tag: string;
  readonly effect: RuleEffect;
}
