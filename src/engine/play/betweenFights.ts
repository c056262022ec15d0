import { type Static } from "@sinclair/typebox";
import * as Type from "../schema/TypeBuilders";
import { allow, refuse } from "../Refusal";
import type { ActorChange, ActorSnapshot } from "./ActorSnapshot";
import { cardButtons, gm } from "./cardButtons";
import { pressed } from "./cardData";
import type { CardButton } from "./ButtonPress";
import { defineCard, type CardKind } from "./CardKind";
import type { CardState } from "./CardRules";
import type { PostTurnStep } from "./CombatRules";
import { listed, text, type LocalText } from "../text/LocalText";

/**
 * What a rule set's source says happens to a character once a fight is over (a day of rest, the
 * Recoveries of the Turns that follow, the fight's conditions ending), as the GM applies it to the
 * actors of an ended fight or to chosen tokens: for each actor, the change, the change that puts
 * it back, and a line for the card; null where the actor has nothing to recover. A rule set whose
 * source says nothing of it has none (its README says so).
 */
export interface BetweenFights {
  /** The GM's action, as its button and the card's title name it: "A day of rest". */
  readonly label: LocalText;
  recover(actor: ActorSnapshot): PostTurnStep | null;
}

/** The kind of the card that records it, beside the rule set's own kinds. */
export const BETWEEN_FIGHTS = "between-fights";

/** Most actors one card takes: a fight's whole company, and a forged list is refused before it is read. */
export const MOST_RECOVERING = 100;

/** A line as the card keeps it: a key and its values (names, numbers, lists of names or keys), and a count for its plural form. */
const Words = Type.Object({
  key: Type.String({ maxLength: 200 }),
  data: Type.Optional(
    Type.Object(
      {},
      {
        additionalProperties: Type.Union([
          Type.String({ maxLength: 500 }),
          Type.Number(),
          Type.Object({ list: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }) }),
        ]),
      },
    ),
  ),
  count: Type.Optional(Type.Number()),
});
const Value = Type.Union([Type.Number(), Type.String({ maxLength: 500 }), Type.Boolean()]);

const BetweenFightsSchema = Type.Object({
  /** Each actor as it was recorded when the GM applied the card, or null before then. */
  done: Type.Union([
    Type.Null(),
    // What puts each actor back, as paths and values: a message's data never holds a dotted key, which Foundry would expand.
    Type.Array(
      Type.Object({
        ref: Type.String({ minLength: 1 }),
        line: Words,
        undo: Type.Array(Type.Object({ path: Type.String({ minLength: 1, maxLength: 200 }), value: Value }), { maxItems: 50 }),
      }),
      { maxItems: MOST_RECOVERING },
    ),
  ]),
  undone: Type.Boolean(),
});
type BetweenFightsCard = Static<typeof BetweenFightsSchema>;

/** The card the GM's action opens for these actors: what it will do, and its button. */
export function betweenFightsCard(actors: readonly string[]): CardState {
  const data: BetweenFightsCard = { done: null, undone: false };
  return { kind: BETWEEN_FIGHTS, actors: [...actors], data, used: [] };
}

/** Plain words for the card: a line's values are names, numbers or lists of them, never words of another key's. */
function stored(line: LocalText): Static<typeof Words> {
  const data: Record<string, string | number | { list: string[] }> = {};
  for (const [name, part] of Object.entries(line.data ?? {})) {
    if (typeof part === "string" || typeof part === "number") data[name] = part;
    else if ("list" in part) data[name] = { list: part.list.filter((each): each is string => typeof each === "string") };
  }
  return line.count === undefined ? { key: line.key, data } : { key: line.key, data, count: line.count };
}

/** A stored line back as words. */
function words(line: Static<typeof Words>): LocalText {
  const data = { ...line.data };
  return line.count === undefined ? { key: line.key, data } : { key: line.key, data, count: line.count };
}

/**
 * The card's two GM buttons: apply the rule set's rule to each actor still in the world (ONE change
 * each, recorded with what puts it back), and undo it. Deleted actors are passed over, as are those
 * with nothing to recover, each named on the card.
 */
function buttons(rules: BetweenFights): Readonly<Record<string, CardButton<BetweenFightsCard>>> {
  return {
    apply: {
      resolve(press) {
        if (press.data.done !== null) return refuse("card-used", "That button was used already", {});
        const done: BetweenFightsCard["done"] & object = [];
        const changes: ActorChange[] = [];
        for (const ref of press.card.actors) {
          const actor = press.actors[ref];
          if (actor === undefined) continue;
          const step = rules.recover(actor);
          if (step === null) {
            done.push({ ref, line: stored(text("TURNWRIGHT.BetweenFights.Nothing", { name: actor.name })), undo: [] });
            continue;
          }
          changes.push(step.change);
          done.push({ ref, line: stored(step.line), undo: Object.entries(step.undo.system).map(([path, value]) => ({ path, value })) });
        }
        return allow({ card: pressed(press.card, { done, undone: false }, press.button), spawn: [], changes });
      },
    },
    undo: {
      resolve(press) {
        const done = press.data.done;
        if (done === null || press.data.undone) return refuse("card-used", "That button was used already", {});
        const changes: ActorChange[] = done
          .filter((entry) => entry.undo.length > 0 && press.actors[entry.ref] !== undefined)
          .map((entry) => ({ actor: entry.ref, system: Object.fromEntries(entry.undo.map(({ path, value }) => [path, value])) }));
        return allow({ card: pressed(press.card, { done, undone: true }, press.button), spawn: [], changes });
      },
    },
  };
}

/** The card of the GM's action between fights, one kind for every rule set that has such a rule. */
export function betweenFightsKind(rules: BetweenFights): CardKind {
  return defineCard({
    kind: BETWEEN_FIGHTS,
    schema: BetweenFightsSchema,
    buttons: buttons(rules),
    view(data, card, actors) {
      const names = card.actors.map((ref) => actors[ref]?.name ?? text("TURNWRIGHT.BetweenFights.Gone"));
      const lines: LocalText[] =
        data.done === null
          ? [text("TURNWRIGHT.BetweenFights.For", { names: listed(names) })]
          : [...data.done.map((entry) => words(entry.line)), ...(data.undone ? [text("TURNWRIGHT.BetweenFights.Undone")] : [])];
      const offers = [
        { id: "apply", label: text("TURNWRIGHT.BetweenFights.Apply"), audience: gm(), tone: "primary" as const, available: data.done === null },
        { id: "undo", label: text("TURNWRIGHT.BetweenFights.Undo"), audience: gm(), tone: "plain" as const, available: data.done !== null && !data.undone },
      ];
      return { title: rules.label, rolls: [], lines, buttons: cardButtons(card, offers) };
    },
  });
}
