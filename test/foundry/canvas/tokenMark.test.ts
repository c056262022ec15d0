import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock, setInitiative } from "../../../src/engine/clock/index";
import type { FightRecord } from "../../../src/foundry/fight/FightRecord";
import { drawMark, MARK_NAME, markOf, type MarkedToken } from "../../../src/foundry/canvas/tokenMark";
import { FRESH_BUDGET } from "../../../src/rulesets/d6-pool/play/budget";
import { D6_POOL_MODULE } from "../../../src/rulesets/d6-pool/play/module";

const rules = D6_POOL_MODULE.combat;

/**
 * PIXI's Text as the mark uses it (pixi.js v7 `Text`: `text`, `name`, `anchor.set`,
 * `position.set`, `destroy`), and Foundry's PreciseText, a Text at double resolution with a
 * static `getTextStyle` (v13 `client/canvas/containers/elements/precise-text.mjs`).
 */
class TextDouble {
  name: string | null = null;
  destroyed = false;
  readonly anchor = { x: 0, y: 0, set: (x: number, y: number) => Object.assign(this.anchor, { x, y }) };
  readonly position = { x: 0, y: 0, set: (x: number, y: number) => Object.assign(this.position, { x, y }) };
  constructor(public text: string) {}
  destroy(): void {
    this.destroyed = true;
  }
  static getTextStyle(options: object): object {
    return options;
  }
}

/** A token's container: its width and children by name (PIXI `Container#getChildByName`, `addChild`). */
class TokenDouble implements MarkedToken {
  readonly children: TextDouble[] = [];
  readonly w = 100;
  getChildByName(name: string): unknown {
    return this.children.find((child) => child.name === name && !child.destroyed) ?? null;
  }
  addChild<T>(child: T): T {
    if (child instanceof TextDouble) this.children.push(child);
    return child;
  }
}

const saved = { PIXI: Reflect.get(globalThis, "PIXI"), foundry: Reflect.get(globalThis, "foundry") };
beforeAll(() => {
  Reflect.set(globalThis, "PIXI", { Text: TextDouble });
  Reflect.set(globalThis, "foundry", { canvas: { containers: { PreciseText: TextDouble } } });
});
afterAll(() => {
  Reflect.set(globalThis, "PIXI", saved.PIXI);
  Reflect.set(globalThis, "foundry", saved.foundry);
});

function fight(budget: unknown): FightRecord {
  const created = createClock(rules.clock, [{ id: "c1" }, { id: "c2" }]);
  if (!created.ok) throw new Error(created.refusal.message);
  const ranked = setInitiative(rules.clock, created.state, { c1: { score: 12 }, c2: { score: 8 } });
  if (!ranked.ok) throw new Error(ranked.refusal.message);
  const fighter = (id: string, held: unknown) => ({
    id,
    name: id,
    actor: null,
    initiative: 1,
    tiebreak: [],
    rolledFor: 1,
    surprised: false,
    defeated: false,
    budget: held,
  });
  return { round: 1, turn: 0, clock: ranked.state, ledger: [], fighters: [fighter("c1", budget), fighter("c2", FRESH_BUDGET)] };
}

describe("a token's mark", () => {
  const defending = { declared: 1, used: 1, defence: { kind: "dodge", roll: 7, full: false, total: 7 }, fate: false };

  it("is the defence its combatant holds in force, and nothing for one that holds none", () => {
    expect(markOf(rules, fight(defending), ["c1"])).toEqual({
      key: "TURNWRIGHT.D6Pool.Mark.defence",
      data: { kind: "TURNWRIGHT.D6Pool.Defence.dodge", total: 7 },
    });
    expect(markOf(rules, fight(defending), ["c2"])).toBeNull();
    expect(markOf(rules, fight(defending), [])).toBeNull();
  });

  it("is drawn once above the token, rewritten when it changes and taken away when it ends", () => {
    const token = new TokenDouble();
    drawMark(token, "Dodge 7");
    drawMark(token, "Dodge 7");
    expect(token.children).toHaveLength(1);
    expect(token.children[0]).toMatchObject({ name: MARK_NAME, text: "Dodge 7", anchor: { x: 0.5, y: 1 }, position: { x: 50, y: -4 } });
    drawMark(token, "Full dodge 19");
    expect(token.children[0]?.text).toBe("Full dodge 19");
    drawMark(token, null);
    expect(token.getChildByName(MARK_NAME)).toBeNull();
  });
});
