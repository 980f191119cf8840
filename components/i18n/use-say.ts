"use client";

import { useTranslations } from "next-intl";
import { problemWords, type ProblemParams, type Said } from "@/lib/problems/codes";

type Write = (key: string, values?: ProblemParams) => string;

/**
 * What a screen says, in its language: a problem as `errors.<code>` with its params (the API's code,
 * a schema's, or the client's own), a line the screen already wrote as it is. Never reads English.
 */
export function useSay(): (said: Said) => string {
  const write = problemWords(useTranslations("errors") as unknown as Write);
  return (said) => (typeof said === "string" ? said : write(said.code, said.params));
}
