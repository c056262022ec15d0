import { deletedHere, writtenHere } from "../fight/ownWrites";

/**
 * Effects with a duration follow the tracker on every game: when a combat's clock changes (v13
 * `updateCombat`, on every client), when a fight is deleted, when an effect is made or changed,
 * and once the world is ready. The work is fetched with the first of them
 * (documents/timedEffects.ts); the window that wrote the clock (or deleted the fight) says in the
 * chat what ended (ownWrites).
 */
export function registerTimedEffects(): void {
  const follow = () => import("./timedEffects");
  // Told by the one window that wrote the clock (or deleted the fight), not by every window of its user.
  Hooks.on("updateCombat", (combat, changed, options) => {
    if (!foundry.utils.hasProperty(changed, "system.clock")) return;
    const wrote = writtenHere(options);
    void follow().then((effects) => effects.followClock(combat, wrote));
  });
  Hooks.on("deleteCombat", (combat) => {
    const deleted = deletedHere(combat.id);
    void follow().then((effects) => effects.followClock(combat, deleted));
  });
  const followEffect = (effect: ActiveEffect.Implementation): void => {
    if (effect.getFlag("turnwright", "duration") !== undefined) void follow().then((effects) => effects.followEffect(effect));
  };
  Hooks.on("createActiveEffect", followEffect);
  Hooks.on("updateActiveEffect", followEffect);
  Hooks.once("ready", () => void follow().then((effects) => effects.followAll()));
}
