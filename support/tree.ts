// The provisions of an article in document order, depth first, for the parser's tree (`Provision`)
// and the JSON API's (`ProvisionJson`) alike.
export function* provisionsIn<T extends {children: T[]}>(list: readonly T[]): Generator<T> {
  for (const provision of list) {
    yield provision
    yield* provisionsIn(provision.children)
  }
}
