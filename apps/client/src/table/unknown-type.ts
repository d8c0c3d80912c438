// A type the client has no words for, met at run time: a newer server's event or action. The game's own union
// names every type it knows, and each table's `switch` over it ends here, typed `never`: a type added to the rules
// is a compile error until a table says it. What still arrives is told once on the console, never dropped unseen.

const told = new Set<string>();

/** Tells once (per game and type) that `item` has a type this client does not know; returns that type. */
export function unknownType(game: string, item: never): string {
  const type = String((item as { readonly type?: unknown } | null)?.type);
  const key = `${game}:${type}`;
  if (!told.has(key)) {
    told.add(key);
    console.warn(`flotilla: no words for ${key}`);
  }
  return type;
}
