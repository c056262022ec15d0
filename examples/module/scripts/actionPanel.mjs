// An example module for Turnwright: a panel listing what the acting combatant can do now, each
// action with its cost or the reason it is refused, and a click runs it. It uses only
// game.turnwright.api and hooks (Turnwright's and core's), as a module should; see docs/api.md.

const PANEL_ID = "turnwright-action-panel";

/** The panel, made once and kept at the top of the page. */
function panel() {
  let element = document.getElementById(PANEL_ID);
  if (element === null) {
    element = document.createElement("section");
    element.id = PANEL_ID;
    element.setAttribute("aria-label", "Acting combatant's actions");
    document.body.append(element);
  }
  return element;
}

/** One action as a button: its words and cost; a refused one disabled, with the reason beside it. */
function actionButton(api, fighter, action) {
  const item = document.createElement("li");
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.actionId = action.id;
  // What the action is of (the stat a test rolls, the weapon of an attack), then its words and cost.
  const of = action.stat ?? action.item?.name ?? null;
  const words = of === null ? action.label : `${of}: ${action.label}`;
  button.textContent = action.cost === null ? words : `${words} (${action.cost})`;
  button.disabled = !action.allowed;
  button.addEventListener("click", async () => {
    button.disabled = true;
    const done = await api.start({ actor: fighter.actor, action: action.action, data: action.data });
    panel().dataset.last = done.ok ? `started ${done.messageId}` : `refused: ${done.reason}`;
    await refresh();
  });
  item.append(button);
  if (action.reason !== null) {
    const why = document.createElement("span");
    why.className = "reason";
    why.textContent = action.reason;
    item.append(why);
  }
  return item;
}

/** Draws the panel anew from the API: who acts, and what each of them can do now. */
async function refresh() {
  const api = game.turnwright.api;
  const root = panel();
  const fighters = api.acting().filter((fighter) => fighter.actor !== null);
  const sections = await Promise.all(
    fighters.map(async (fighter) => {
      const section = document.createElement("div");
      section.className = "fighter";
      section.dataset.combatant = fighter.combatant;
      const title = document.createElement("h3");
      title.textContent = fighter.name;
      const list = document.createElement("ul");
      for (const action of await api.actions(fighter.actor)) list.append(actionButton(api, fighter, action));
      section.append(title, list);
      return section;
    }),
  );
  const heading = document.createElement("h2");
  heading.textContent = fighters.length === 0 ? "Nobody is acting" : "Acting now";
  root.replaceChildren(heading, ...sections);
}

Hooks.once("ready", () => {
  void refresh();
  // Turnwright's hooks say when a card moved on or a budget changed; core's when the turn did.
  for (const hook of ["turnwright.cardStep", "turnwright.budgetSpent", "turnwright.passed", "updateCombat", "deleteCombat"])
    Hooks.on(hook, () => void refresh());
});
