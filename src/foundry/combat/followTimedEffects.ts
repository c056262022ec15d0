/**
 * Effects with a duration follow the tracker on every game: when a combat's clock changes (v13
 * `updateCombat`, on every client), when a fight is deleted, when an effect is made or changed,
 * and once the world is ready. The work is fetched with the first of them
 * (combat/timedEffects.ts); the game whose user wrote the clock (or deleted the fight) says in
 * the chat what ended.
 */
export function registerTimedEffects(): void {
  const follow = () => import("./timedEffects");
  Hooks.on("updateCombat", (combat, changed, _options, userId) => {
    if (foundry.utils.hasProperty(changed, "system.clock")) void follow().then((effects) => effects.followClock(combat, userId === game.user?.id));
  });
  Hooks.on("deleteCombat", (combat, _options, userId) => void follow().then((effects) => effects.followClock(combat, userId === game.user?.id)));
  const followEffect = (effect: ActiveEffect.Implementation): void => {
    if (effect.getFlag("turnwright", "duration") !== undefined) void follow().then((effects) => effects.followEffect(effect));
  };
  Hooks.on("createActiveEffect", followEffect);
  Hooks.on("updateActiveEffect", followEffect);
  Hooks.once("ready", () => void follow().then((effects) => effects.followAll()));
}
