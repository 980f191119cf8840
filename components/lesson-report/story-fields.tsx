"use client";

import type { Said } from "@/lib/problems/codes";
import { useTranslations } from "next-intl";
import { TextAreaField } from "@/components/ui/field";
import { MAX_STORY_LENGTH } from "@/lib/lesson-reports/lesson-report-messages.schema";

export type StoryName = "modelLesson" | "lessonObservation" | "successStory" | "challenge";
export type Stories = Record<StoryName, string>;

export const NO_STORIES: Stories = { modelLesson: "", lessonObservation: "", successStory: "", challenge: "" };

interface Props {
  /** A mentor's observation asks for the model lesson and the observation first; the other two become optional. */
  mentor: boolean;
  values: Stories;
  onChange: (name: StoryName, value: string) => void;
  errorFor: (field: string) => Said | null;
  disabled: boolean;
}

/** The report's free-text stories: one length limit, and only the required ones carry a field error. */
export function StoryFields({ mentor, values, onChange, errorFor, disabled }: Props) {
  const t = useTranslations("report");
  const story = (name: StoryName, label: string, placeholder: string, required = false) => (
    <TextAreaField
      label={label}
      name={name}
      maxLength={MAX_STORY_LENGTH}
      value={values[name]}
      onChange={(e) => onChange(name, e.target.value)}
      error={required ? errorFor(name) : undefined}
      placeholder={placeholder}
      disabled={disabled}
      required={required}
    />
  );
  return (
    <>
      {mentor ? story("modelLesson", t("modelLesson"), t("modelLessonPlaceholder"), true) : null}
      {mentor ? story("lessonObservation", t("lessonObservation"), t("lessonObservationPlaceholder"), true) : null}
      {story("successStory", mentor ? t("successStoryOptional") : t("successStory"), t("successStoryPlaceholder"))}
      {story("challenge", mentor ? t("challengeOptional") : t("challenge"), t("challengePlaceholder"))}
    </>
  );
}
