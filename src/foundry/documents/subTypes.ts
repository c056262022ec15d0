interface SubTypeOf {
  Actor: Actor.SubType;
  Item: Item.SubType;
}

/**
 * The names among these that the game knows as subtypes of the document (`Actor.TYPES`,
 * `Item.TYPES`: the system's documentTypes, as core read them), typed as the declarations type
 * subtypes. The rule set's types are chosen per world; v14's declarations admit only subtypes
 * known when the code is compiled, so each is checked against the running game.
 */
export function knownSubTypes<Name extends keyof SubTypeOf>(document: Name, names: readonly string[]): SubTypeOf[Name][] {
  const known: readonly string[] = document === "Actor" ? Actor.TYPES : Item.TYPES;
  return names.filter((name): name is SubTypeOf[Name] => known.includes(name));
}
