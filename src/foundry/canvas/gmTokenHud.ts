/** A GM's action on the token HUD: its icon, its words and what it does for the controlled tokens' actors. */
export interface GmHudAction {
  readonly id: string;
  readonly icon: string;
  /** The lang key of its tooltip. */
  readonly title: string;
  run(actors: readonly string[]): void;
  /** Whether the world's rules offer it now; left out, always. */
  shown?(): boolean;
}

/**
 * The actors of the tokens the GM controls, the HUD's own token first, each once (v13
 * `TokenLayer#controlled`, client/canvas/layers/base/placeables-layer.mjs), by uuid.
 */
function controlledActors(own: Token.Implementation | null | undefined): string[] {
  const tokens = [own, ...(canvas?.tokens?.controlled ?? [])];
  return [...new Set(tokens.flatMap((token) => (typeof token?.actor?.uuid === "string" ? [token.actor.uuid] : [])))];
}

/**
 * The system's GM actions on core's token HUD, as buttons in its left column beside core's own
 * (v13 templates/hud/token-hud.hbs `.col.left`, each a `button.control-icon`), drawn as the HUD is
 * (`renderTokenHUD`): each acts for the actors of the tokens the GM controls.
 */
export function registerGmTokenHud(actions: readonly GmHudAction[]): void {
  Hooks.on("renderTokenHUD", (hud, html) => {
    if (game.user?.isGM !== true) return;
    const column = html.querySelector(".col.left");
    if (column === null) return;
    for (const action of actions) {
      if (column.querySelector(`[data-turnwright="${action.id}"]`) !== null || action.shown?.() === false) continue;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "control-icon";
      button.dataset["turnwright"] = action.id;
      button.dataset["tooltip"] = action.title;
      button.setAttribute("aria-label", game.i18n?.localize(action.title) ?? action.title);
      button.innerHTML = `<i class="${action.icon}" inert></i>`;
      button.addEventListener("click", (event) => {
        event.preventDefault();
        action.run(controlledActors(hud.object));
      });
      column.append(button);
    }
  });
}
