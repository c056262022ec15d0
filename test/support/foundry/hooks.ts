/**
 * Foundry's hook registry as v13's client/helpers/hooks.mjs keeps it: `on` and `once` by name,
 * called in the order they were added. `Hooks.#call` catches whatever a hooked function throws and
 * reports it (`Hooks.onError`, logged as an error) and goes on to the next; the double keeps what
 * was thrown, for a test to see what a world would log.
 */
export class HooksDouble {
  readonly #hooks = new Map<string, { readonly fn: (...args: unknown[]) => unknown; readonly once: boolean }[]>();
  readonly errors: { readonly hook: string; readonly error: unknown }[] = [];

  on(name: string, fn: (...args: unknown[]) => unknown): number {
    return this.#add(name, fn, false);
  }

  once(name: string, fn: (...args: unknown[]) => unknown): number {
    return this.#add(name, fn, true);
  }

  /** Whether anything listens for `name`. */
  listens(name: string): boolean {
    return (this.#hooks.get(name) ?? []).length > 0;
  }

  callAll(name: string, ...args: unknown[]): boolean {
    for (const entry of [...(this.#hooks.get(name) ?? [])]) {
      if (entry.once)
        this.#hooks.set(
          name,
          (this.#hooks.get(name) ?? []).filter((other) => other !== entry),
        );
      try {
        entry.fn(...args);
      } catch (error) {
        this.errors.push({ hook: name, error });
      }
    }
    return true;
  }

  /** `Hooks.call`: stops at the first function that answers false, and answers false then (v13 client/helpers/hooks.mjs `Hooks.call`). */
  call(name: string, ...args: unknown[]): boolean {
    for (const entry of [...(this.#hooks.get(name) ?? [])]) {
      if (entry.once)
        this.#hooks.set(
          name,
          (this.#hooks.get(name) ?? []).filter((other) => other !== entry),
        );
      let answer: unknown;
      try {
        answer = entry.fn(...args);
      } catch (error) {
        this.errors.push({ hook: name, error });
      }
      if (answer === false) return false;
    }
    return true;
  }

  #add(name: string, fn: (...args: unknown[]) => unknown, once: boolean): number {
    const entries = [...(this.#hooks.get(name) ?? []), { fn, once }];
    this.#hooks.set(name, entries);
    return entries.length;
  }
}

/**
 * Whatever the system's modules reach of Foundry that a test does not look at: a class to extend
 * (`Actor`, `CombatTracker`, a mixin's result), a namespace to read a member of, a function to
 * call. It answers itself to every use.
 */
export function foundryStandIn(): unknown {
  const handler: ProxyHandler<() => void> = {
    get: (target, key) => (key === Symbol.toPrimitive ? () => "" : key === "prototype" ? target.prototype : stand),
    apply: () => stand,
    construct: () => ({}),
    ownKeys: () => ["prototype"],
  };
  const stand: unknown = new Proxy(function standIn() {}, handler);
  return stand;
}

/**
 * Foundry's globals the system's document classes extend at import, each a stand-in that answers
 * every use, for a test that imports those modules without a Foundry. `instanceof` a stand-in
 * class goes by the prototype chain, as it does for a real class. Called from `vi.hoisted`, before
 * the imports run.
 */
export function standInDocumentGlobals(): void {
  const handler: ProxyHandler<() => void> = {
    get: (target, key) => (key === Symbol.hasInstance ? undefined : key === Symbol.toPrimitive ? () => "" : key === "prototype" ? target.prototype : stand),
    apply: () => stand,
    construct: () => ({}),
  };
  const stand: unknown = new Proxy(function standIn() {}, handler);
  for (const name of ["Actor", "Item", "Combat", "Combatant", "ChatMessage", "foundry", "CONFIG"]) Reflect.set(globalThis, name, stand);
}
