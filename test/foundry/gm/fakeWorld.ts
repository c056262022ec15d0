import type { Pip } from "../../../src/engine/play/CombatRules";
import { allow, refuse, type Outcome } from "../../../src/engine/Refusal";
import type { FightDesk, GmWorld } from "../../../src/foundry/gm/GmWorld";

/**
 * A test double of the world the GM's handlers act on: one fight ("fight") with combatants
 * owned by users, and a record of every write asked for.
 * Documents are looked up by id as Foundry's collections look them up (`Collection` extends
 * `Map`, client/common/utils/collection.mjs, v13): an id such as "constructor" finds nothing.
 */
export class FakeWorld implements GmWorld {
  readonly calls: string[] = [];
  acting: readonly string[] = ["hero"];
  /** combatant → owning user ids */
  readonly owners: Record<string, readonly string[]> = {
    hero: ["alice"],
    villain: [],
  };

  fight(combat: string): FightDesk | undefined {
    if (combat !== "fight") return undefined;
    const has = (id: string): boolean => Object.hasOwn(this.owners, id);
    return {
      has,
      owns: (user, id) => this.#owners(id)?.includes(user) ?? false,
      acting: () => this.acting,
      endTurn: async () => {
        this.calls.push("endTurn");
        return allow({ round: 1 });
      },
      spend: async (id, action): Promise<Outcome<readonly Pip[]>> => {
        this.calls.push(`spend:${id}:${action}`);
        return action === "twice" ? refuse("kind-repeated", "Already used a Half Action of this kind this turn", { label: "Half Action" }) : allow([]);
      },
      setSurprise: async (surprised) => {
        this.calls.push(`surprise:${Object.keys(surprised).join(",")}`);
        return allow(Object.keys(surprised).length);
      },
      rollInitiative: async (ids, luck, roller) => {
        this.calls.push(`initiative:${ids.join(",")}:${luck}:${roller.user}:${roller.mode}`);
        return allow(ids);
      },
      hold: async (id, hold) => {
        this.calls.push(`hold:${id}:${hold.op}${hold.op === "ready" ? `:${hold.trigger}` : ""}`);
        return allow(true);
      },
      setInitiative: async (id, score) => {
        this.calls.push(`setInitiative:${id}:${String(score)}`);
        return allow(true);
      },
      push: async (id, to) => {
        this.calls.push(`push:${id}:${to}`);
        return allow(true);
      },
      pass: async (id) => {
        this.calls.push(`pass:${id}`);
        return allow(true);
      },
    };
  }

  #owners(id: string): readonly string[] | undefined {
    return Object.hasOwn(this.owners, id) ? this.owners[id] : undefined;
  }

  async setTally(name: string, value: number): Promise<Outcome<number>> {
    this.calls.push(`tally:${name}:${value}`);
    return allow(value);
  }
}

export const GM = { id: "gm", isGM: true };
export const ALICE = { id: "alice", isGM: false };
export const BOB = { id: "bob", isGM: false };
