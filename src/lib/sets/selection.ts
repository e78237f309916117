/**
 * Selections and recommendations on a gallery (spec section 4).
 */

/** Selections pruned to items still in the active set or its recommendations, after it reloads. */
export function pruneSelection(selected: ReadonlySet<string>, setItems: readonly string[], recommended: readonly string[]): Set<string> {
  const present = new Set([...setItems, ...recommended]);
  return new Set([...selected].filter((id) => present.has(id)));
}

/** Adds or removes an id. */
export function toggleSelection(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * After a recommendation was reviewed (accepted or rejected): the reviewed item is replaced by
 * the first item the API returned, or removed when it returned none.
 */
export function reviewRecommendation<T extends { id: string }>(recommendations: readonly T[], reviewedId: string, returned: readonly T[]): T[] {
  const known = new Set(recommendations.map((r) => r.id));
  const replacement = returned.find((r) => !known.has(r.id)) ?? undefined;
  return recommendations.flatMap((r) => (r.id !== reviewedId ? [r] : replacement ? [replacement] : []));
}
