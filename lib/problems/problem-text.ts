import { createTranslator } from "next-intl";
import english from "@/messages/en.json";
import { isProblemCode, problemWords, type ProblemCode, type ProblemParams } from "@/lib/problems/codes";

const writeEnglish = problemWords(
  createTranslator({
    locale: "en",
    messages: english,
    namespace: "errors",
    onError: () => {},
  }) as unknown as (key: string, values?: ProblemParams) => string,
);

/** The English of a problem (messages/en.json `errors.<code>`): the `message` existing clients read. */
export const englishOf = (code: ProblemCode, params?: ProblemParams): string => writeEnglish(code, params);

// The build precompiles the catalogues (next.config.mjs `precompile`): a message is then an ICU syntax
// tree, not its source text, so its arguments are looked for in either form (`{item}` or `"item"`).
const template = (code: ProblemCode): unknown => (english.errors as Record<string, unknown>)[code] ?? "";

/**
 * The params an answer carries: the ones its words use (and its reason's), not every value a check
 * kept (a required field's `min: 1` says nothing to a client).
 */
export function usedParams(code: ProblemCode, params?: ProblemParams): ProblemParams | undefined {
  if (!params) return undefined;
  const words = JSON.stringify([template(code), isProblemCode(params.reason) ? template(params.reason) : ""]);
  const used = Object.entries(params).filter(([key]) => new RegExp(`\\{${key}[,}]|"${key}"`).test(words));
  return used.length ? Object.fromEntries(used) : undefined;
}
