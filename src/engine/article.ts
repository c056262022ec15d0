/** "a" or "an" before a word, by the letter it is said with (the ids and names here are read as written): "an armour", "a weapon". */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}
