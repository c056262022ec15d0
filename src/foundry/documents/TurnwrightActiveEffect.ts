import { walksIntoPrototype } from "../../engine/effects/prototypeKeys";
import { OUT_OF_FORCE } from "./outOfForce";
import { changeListsIn } from "../versions/changeLists";
import { deleteKey } from "../versions/updateOperators";

/** A change key that walks into a prototype is left out, and the console says so. */
function refusedKey(key: string | undefined): boolean {
  if (key === undefined || !walksIntoPrototype(key)) return false;
  console.warn("Turnwright | a change key through a prototype, ignored:", key);
  return true;
}

function coreEffect(effect: unknown): ActiveEffect.Implementation {
  if (!(effect instanceof ActiveEffect)) throw new Error("Turnwright: an Active Effect that is not one");
  return effect;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * An Active Effect that may last a duration in the rule set's time (`flags.turnwright.duration`):
 * out of force once the fight's clock has passed its end, through core's own switch, v13
 * client/documents/active-effect.mjs `ActiveEffect#isSuppressed`, which `active` reads. So
 * `Actor#applyActiveEffects` (client/documents/actor.mjs) leaves its changes and statuses out,
 * `Actor#temporaryEffects` leaves it off the token and the tracker, and the sheet shows the
 * numbers without it. Stepping the tracker back brings it back: whether it is in force is worked
 * out from the clock as it stands (documents/timedEffects.ts), never by deleting it.
 */
export class TurnwrightActiveEffect<SubType extends ActiveEffect.SubType = ActiveEffect.SubType> extends ActiveEffect<SubType> {
  override get isSuppressed(): boolean {
    return super.isSuppressed || OUT_OF_FORCE.has(this.uuid ?? "");
  }

  /** One with a duration is temporary as core's own timed effects are, so the token shows its icon while it is in force. */
  override get isTemporary(): boolean {
    return super.isTemporary || this.getFlag("turnwright", "duration") !== undefined;
  }

  /**
   * A change whose key walks into a prototype is never made. Core makes a change to a key the
   * schema lacks through its legacy path (v13 client/documents/active-effect.mjs
   * `ActiveEffect#apply`, `_applyLegacy`: `mergeObject` over the actor), which would set the value
   * on `Object.prototype` in every window that prepares the actor: a key
   * `system.x.__proto__.<userId>` made that user owner of every actor, ownership being read as
   * `ownership[user.id]`. A player's own game may store one (the server's validation lets it
   * through), so each window that prepares the actor leaves it out, and says so in its console.
   */
  override apply(actor: Actor.Implementation, change: ActiveEffect.ChangeData): ReturnType<ActiveEffect["apply"]> {
    if (refusedKey(change.key)) return {};
    return super.apply(actor, change);
  }

  /**
   * v14 makes every change through this static method instead (v14's declarations,
   * `ActiveEffect.applyChange(target, change, options)` and its `_applyChange*`; `apply` is gone),
   * casting values by the field's `DataField#applyChange` and falling back to the same unguided
   * merge for a key the schema lacks. So the same key is left out here. v13 has no such method,
   * and never calls this one.
   */
  static applyChange(target: object, change: { readonly key?: string | undefined }, options?: object): Record<string, unknown> {
    if (refusedKey(change.key)) return {};
    const core: unknown = Reflect.get(Object.getPrototypeOf(TurnwrightActiveEffect), "applyChange");
    const applied: unknown = typeof core === "function" ? Reflect.apply(core, this, [target, change, options]) : undefined;
    return isRecord(applied) ? applied : {};
  }

  /** A duration is checked, and begins where the tracker stands (code fetched with the first effect that has one); a change key that walks into a prototype is refused in words. */
  protected override async _preCreate(
    data: ActiveEffect.CreateData,
    options: ActiveEffect.Database.PreCreateOptions,
    user: User.Stored,
  ): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    // The checks are fetched with the first effect made or changed, off the boot's code.
    const checks = await import("./effectDuration");
    if (changeListsIn(data).some((changes) => checks.prototypeKeyRefused(changes))) return false;
    if (this.getFlag("turnwright", "duration") === undefined) return allowed;
    const stored = await checks.durationOnCreate(this.#core(), this.getFlag("turnwright", "duration"));
    if (stored === false) return false;
    if (stored !== null) this.updateSource({ flags: { turnwright: { duration: stored } } });
  }

  /**
   * A duration set or changed begins again where the tracker stands; one set to no unit is taken
   * off (the effect lasts until turned off); one the rule set does not count is refused whole.
   */
  protected override async _preUpdate(
    changed: ActiveEffect.UpdateData,
    options: ActiveEffect.Database.PreUpdateOptions,
    user: User.Stored,
  ): Promise<boolean | void> {
    const allowed = await super._preUpdate(changed, options, user);
    if (allowed === false) return false;
    const checks = await import("./effectDuration");
    if (changeListsIn(changed).some((changes) => checks.prototypeKeyRefused(changes))) return false;
    const asked: unknown = foundry.utils.getProperty(changed, "flags.turnwright.duration");
    if (typeof asked !== "object" || asked === null || !("unit" in asked || "count" in asked)) return;
    const stored = await checks.durationOnUpdate(this.#core(), asked);
    if (stored === false) return false;
    const flag: Record<string, unknown> = {};
    if (stored === null) deleteKey(flag, "duration");
    else flag["duration"] = stored;
    foundry.utils.setProperty(changed, "flags.turnwright", flag);
  }

  /**
   * This effect as core's class: v14's declarations type an effect's `changes` by its subtype,
   * which a generic subclass cannot match to the configured class's; the instance is one.
   */
  #core(): ActiveEffect.Implementation {
    return coreEffect(this);
  }
}
