import type { LiveWindow } from "./LiveTable";
import { messageInLog } from "./CardButtons";

/**
 * A query sent from a window's console straight to the active GM, as a client's GmExecutor sends
 * it: a desk asked for first (`turnwright.desk`), then the request in its envelope, naming that
 * desk and `request` as its id. Answers what the GM's game answered, as JSON, or the error.
 */
export async function askGm(window: LiveWindow, name: string, body: unknown, request: string): Promise<string> {
  return window.page
    .evaluate(
      async ({ name, body, request }) => {
        if (!game.ready) throw new Error("the game is not ready");
        const gm = game.users.activeGM;
        if (gm === null) throw new Error("no GM");
        const desk: unknown = await gm.query("turnwright.desk", {});
        const named: unknown = Reflect.get(Object(Reflect.get(Object(desk), "value")), "desk") ?? Reflect.get(Object(desk), "value");
        return JSON.stringify(await gm.query(`turnwright.${name}`, { turnwrightRequest: request, desk: named, body }));
      },
      { name, body, request },
    )
    .catch((error: unknown) => String(error));
}

/**
 * The window's user targets the tokens of these actors on the active scene, as her canvas tells
 * every other game (v13 client/canvas/layers/tokens.mjs `TokenLayer#setTargets` →
 * `User#broadcastActivity({targets})`); none of her own canvas is needed. Answers the tokens'
 * uuids.
 */
export async function targetActors(window: LiveWindow, actors: readonly string[]): Promise<string[]> {
  return window.page.evaluate((actors) => {
    if (!game.ready) throw new Error("the game is not ready");
    const scene = game.scenes.active;
    if (scene === undefined) throw new Error("no active scene");
    const tokens = scene.tokens.filter((token) => token.actor !== null && actors.includes(token.actor.uuid));
    game.user.broadcastActivity({ sceneId: scene.id, targets: tokens.flatMap((token) => (token.id === null ? [] : [token.id])) });
    return tokens.map((token) => token.uuid);
  }, actors);
}

/** What a window's chat log shows of a card: the whole card, core's private roll, or nothing; and the card buttons it draws. */
export interface CardShown {
  readonly seen: "whole" | "private" | "unlisted";
  readonly buttons: readonly string[];
}

export async function cardShown(window: LiveWindow, messageId: string): Promise<CardShown> {
  const listed = await window.page.evaluate((id) => game.ready && game.messages.get(id)?.visible === true, messageId);
  if (!listed) return { seen: "unlisted", buttons: [] };
  const message = await messageInLog(window, messageId);
  const whole = (await message.locator(".tw-card-title").count()) > 0;
  const buttons = await message.locator("button[data-button]").evaluateAll((found) => found.map((button) => button.getAttribute("data-button") ?? ""));
  return { seen: whole ? "whole" : "private", buttons };
}

/** A card's steps as `game.turnwright.api.cardSteps` lists them for the window's user, the ids of those open to them. */
export async function openSteps(window: LiveWindow, messageId: string): Promise<string[]> {
  return window.page.evaluate(async (id) => {
    if (!game.ready) throw new Error("the game is not ready");
    const steps = await game.turnwright.api.cardSteps(id);
    return steps.filter((step) => step.allowed).map((step) => step.id);
  }, messageId);
}

/**
 * The GM presses a card on through `game.turnwright.api`, as the GM may press every button of it:
 * each time the first step open that moves the fight on (no luck, no damage control, a defence
 * only where nothing else is open), until `done` answers true or nothing is left to press. Answers
 * the steps pressed.
 */
export async function gmPlaysOn(gm: LiveWindow, messageId: string, done: () => Promise<boolean>, most = 8): Promise<string[]> {
  const pressed: string[] = [];
  while (pressed.length < most && !(await done())) {
    const step = await gm.page.evaluate(async (id) => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      const steps = await game.turnwright.api.cardSteps(id);
      const open = steps.filter((candidate) => candidate.allowed && candidate.tone !== "luck" && !/^(deal|adjust|undo):/.test(candidate.id));
      open.sort((a, b) => Number(a.tone === "defence") - Number(b.tone === "defence"));
      const next = open[0];
      if (next === undefined) return null;
      const answer = await game.turnwright.api.press({ message: id, step: next.id });
      if (!answer.ok) throw new Error(`the GM's ${next.id} was refused: ${answer.reason}`);
      return next.id;
    }, messageId);
    if (step === null) break;
    pressed.push(step);
  }
  return pressed;
}
