"use client";

import { useTranslations } from "next-intl";
import { problemOf } from "@/lib/client/at-risk";
import { errorMessage } from "@/lib/client/error-message";

/** A failed call in the screen's language: its problem code's words, else the network's message. */
export function useProblemText() {
  const t = useTranslations("errors");
  return (error: unknown) => {
    const problem = problemOf(error);
    return problem && t.has(problem.code) ? t(problem.code, problem.params) : errorMessage(error);
  };
}
