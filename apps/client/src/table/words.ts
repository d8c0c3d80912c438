// Plain English shared by every table's words.

/** "Anne", "Anne and Bart", "Anne, Bart and Cora": a list as a sentence says it. */
export function listed(names: ReadonlyArray<string>): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
