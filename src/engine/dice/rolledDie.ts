import type { RolledDie } from "./DiceRequest";

/** Dice up to this size get their single-face results shared rather than allocated. */
const SHARED_UP_TO = 100;

/**
 * Single-face dice that did not explode are the bulk of every simulated fight, and such a die
 * (one face, a wild flag, a kept flag) has only so many values: all of them are built once,
 * frozen and shared, which keeps rolling nearly free of allocation. Their one-face arrays are
 * readonly by type but not frozen: V8 reads frozen arrays markedly slower. Slot = (face − 1) × 4
 * + (wild ? 2 : 0) + (kept ? 1 : 0).
 */
const shared: RolledDie[] = [];
for (let face = 1; face <= SHARED_UP_TO; face++) {
  for (const wild of [false, true]) {
    for (const kept of [false, true]) shared.push(Object.freeze({ faces: [face], wild, kept }));
  }
}

/** A die that showed one face and did not explode. `face` must already be known to be a whole number from 1 up. */
export function singleFaceDie(face: number, wild: boolean, kept: boolean): RolledDie {
  if (face <= SHARED_UP_TO) {
    const known = shared[(face - 1) * 4 + (wild ? 2 : 0) + (kept ? 1 : 0)];
    if (known !== undefined) return known;
  }
  return { faces: [face], wild, kept };
}

/** A die with the given faces (taken as they are, not copied). */
export function rolledDie(faces: readonly number[], wild: boolean, kept: boolean): RolledDie {
  const first = faces[0];
  if (faces.length === 1 && first !== undefined) return singleFaceDie(first, wild, kept);
  return { faces, wild, kept };
}

/** One-die pools of a die that showed one face, kept and not wild: shared like the dice in them. */
const sharedPools: (readonly RolledDie[])[] = [];
for (let face = 1; face <= SHARED_UP_TO; face++) sharedPools.push([singleFaceDie(face, false, true)]);

/** The dice of a pool of one plain die showing `face` (a whole number from 1 up). */
export function singleDiePool(face: number): readonly RolledDie[] {
  return sharedPools[face - 1] ?? [singleFaceDie(face, false, true)];
}
