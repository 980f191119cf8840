import { createTranslator } from "next-intl";
import english from "@/messages/en.json";
import type { ProblemCode, ProblemParams } from "@/lib/problems";

const say = createTranslator({
  locale: "en",
  messages: english,
  namespace: "errors",
  onError: () => {},
}) as unknown as (key: string, values?: ProblemParams) => string;

/** The English of a problem (messages/en.json `errors.<code>`): the `message` existing clients read. */
export function englishOf(code: ProblemCode, params?: ProblemParams): string {
  return say(code, params);
}
