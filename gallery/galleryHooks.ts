/**
 * Foundry's hook registry as the gallery's page needs it for a module: `on`, `once`, `off`,
 * `call` (stops at the first listener that answers false) and `callAll`, as v13
 * client/helpers/hooks.mjs keeps them. A listener that throws is logged and the next one runs.
 */
export class GalleryHooks {
  readonly #hooks = new Map<string, { readonly id: number; readonly fn: (...args: unknown[]) => unknown; readonly once: boolean }[]>();
  #next = 1;

  on(name: string, fn: (...args: unknown[]) => unknown): number {
    return this.#add(name, fn, false);
  }

  once(name: string, fn: (...args: unknown[]) => unknown): number {
    return this.#add(name, fn, true);
  }

  off(name: string, id: number): void {
    this.#hooks.set(
      name,
      (this.#hooks.get(name) ?? []).filter((entry) => entry.id !== id),
    );
  }

  call(name: string, ...args: unknown[]): boolean {
    for (const entry of [...(this.#hooks.get(name) ?? [])]) if (this.#run(name, entry, args) === false) return false;
    return true;
  }

  callAll(name: string, ...args: unknown[]): true {
    for (const entry of [...(this.#hooks.get(name) ?? [])]) this.#run(name, entry, args);
    return true;
  }

  #run(name: string, entry: { readonly id: number; readonly fn: (...args: unknown[]) => unknown; readonly once: boolean }, args: unknown[]): unknown {
    if (entry.once) this.off(name, entry.id);
    try {
      return entry.fn(...args);
    } catch (error) {
      console.error(`Error thrown in hooked function for hook '${name}'`, error);
      return undefined;
    }
  }

  #add(name: string, fn: (...args: unknown[]) => unknown, once: boolean): number {
    const id = this.#next++;
    this.#hooks.set(name, [...(this.#hooks.get(name) ?? []), { id, fn, once }]);
    return id;
  }
}
