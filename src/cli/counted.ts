/** A count with its noun agreeing: "1 round", "2 rounds", "1 die", "3 dice". */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
