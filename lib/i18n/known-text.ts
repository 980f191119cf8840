/**
 * The catalogue key of an English text the screens may be handed as is: an API `{ message }`, a
 * shared zod schema's message, a form's own line. The API keeps English for its clients
 * (docs/product-spec.md#errors); the screens look the text up under `known.<key>` and show their
 * language's version, or the English text when the catalogue has none (a message with a value in it).
 */
export function knownTextKey(text: string): string {
  return text
    .trim()
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}
