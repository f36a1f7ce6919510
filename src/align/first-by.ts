// The first few of many items in an order, without sorting them all: article candidates and move
// candidates each keep their best few of the hundreds that an index probe touches.

/**
 * The first `count` of `items` by `before` (true when x comes strictly before y), in that order;
 * items that neither comes before keep the order given. What a stable sort would put first.
 */
export function firstBy<T>(items: Iterable<T>, count: number, before: (x: T, y: T) => boolean): T[] {
  const first: T[] = []
  for (const item of items) {
    if (first.length === count && (count === 0 || !before(item, first[count - 1]!))) continue
    let slot = first.length
    while (slot > 0 && before(item, first[slot - 1]!)) slot--
    first.splice(slot, 0, item)
    if (first.length > count) first.pop()
  }
  return first
}
