/**
 * The cheapest way to pair up items two by two, used to pick partners and to put pairs against
 * each other in the event schedules. Branch and bound, most constrained item first, cheapest partner
 * first: exhaustive for the sizes of a club evening unless the search passes its step budget, then
 * the best pairing found (the first one found is the greedy one). Deterministic.
 */

/** Search steps before the best pairing found so far is taken. */
const STEP_BUDGET = 600;

/**
 * Pairs items 0..count-1 (count even) minimising the sum of `costs[a][b]`; returns the pairs, each
 * with its smaller item first, in the order found. With `below`, only pairings costing less count,
 * and null says there is none: `below: 1` asks for a pairing of cost 0, which the bound decides
 * quickly (an item with no free partner ends a branch at once).
 */
export function cheapestPairing(
  costs: readonly (readonly number[])[],
  below = Number.POSITIVE_INFINITY,
): [number, number][] | null {
  const count = costs.length;
  if (count % 2 !== 0) throw new Error('scoring: an odd number of items cannot be paired');
  const matched: boolean[] = new Array(count).fill(false);
  const current: [number, number][] = [];
  let best: [number, number][] | null = null;
  let bestCost = below;
  let steps = 0;

  const cost = (a: number, b: number): number => costs[a]?.[b] ?? Number.POSITIVE_INFINITY;

  const search = (spent: number): void => {
    steps += 1;
    // The unmatched item with the fewest partners at its cheapest cost, and a lower bound.
    let chosen = -1;
    let chosenOptions = Number.POSITIVE_INFINITY;
    let bound = 0;
    for (let a = 0; a < count; a += 1) {
      if (matched[a]) continue;
      let cheapest = Number.POSITIVE_INFINITY;
      let options = 0;
      for (let b = 0; b < count; b += 1) {
        if (b === a || matched[b]) continue;
        const c = cost(a, b);
        if (c < cheapest) {
          cheapest = c;
          options = 1;
        } else if (c === cheapest) options += 1;
      }
      bound += cheapest / 2;
      if (options < chosenOptions) {
        chosen = a;
        chosenOptions = options;
      }
    }
    if (chosen === -1) {
      if (spent < bestCost) {
        bestCost = spent;
        best = current.map(([a, b]) => [a, b]);
      }
      return;
    }
    if (spent + bound >= bestCost) return;
    const partners: number[] = [];
    for (let b = 0; b < count; b += 1) if (b !== chosen && !matched[b]) partners.push(b);
    partners.sort((x, y) => cost(chosen, x) - cost(chosen, y) || x - y);
    matched[chosen] = true;
    for (const partner of partners) {
      if (steps > STEP_BUDGET && (best !== null || below !== Number.POSITIVE_INFINITY)) break;
      matched[partner] = true;
      current.push(chosen < partner ? [chosen, partner] : [partner, chosen]);
      search(spent + cost(chosen, partner));
      current.pop();
      matched[partner] = false;
      if (bestCost === 0) break;
    }
    matched[chosen] = false;
  };

  search(0);
  return best;
}
