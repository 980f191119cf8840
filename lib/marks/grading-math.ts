// The arithmetic of report cards, free of the database so it is tested on its own.
import { EXAM_TYPES, type ExamType } from "@/lib/constants";

export type Weights = Record<ExamType, number>;
export interface Band {
  min: number;
  label: string;
}

export const DEFAULT_WEIGHTS: Weights = { BEGINNING_TERM: 20, MIDTERM: 30, ENDTERM: 50 };
export const DEFAULT_BANDS: Band[] = [
  { min: 80, label: "Excellent" },
  { min: 70, label: "Very good" },
  { min: 60, label: "Good" },
  { min: 50, label: "Satisfactory" },
  { min: 0, label: "Needs improvement" },
];

/** One decimal, the way every score on a card is shown. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** A score as a percentage of what the exam was out of. */
export const percentOf = (score: number, maxMarks: number) => (maxMarks > 0 ? (score / maxMarks) * 100 : 0);

export interface TermScore {
  /** Weighted score in percent, one decimal; null when no weighted exam was sat. */
  score: number | null;
  /** Exams that carry weight but have no mark: left out, the others' weights rescaled. */
  missing: ExamType[];
  rescaled: boolean;
}

/**
 * Σ weight × percentage over the exams that have a mark, divided by the sum of those weights: a missing
 * exam is left out and the others count in proportion (20/50 → 28.6 % / 71.4 % without the midterm).
 */
export function termScore(percentages: Partial<Record<ExamType, number | null>>, weights: Weights): TermScore {
  let weighted = 0;
  let weightSum = 0;
  const missing: ExamType[] = [];
  for (const type of EXAM_TYPES) {
    const value = percentages[type];
    if (weights[type] === 0) continue;
    if (value === undefined || value === null) missing.push(type);
    else {
      weighted += weights[type] * value;
      weightSum += weights[type];
    }
  }
  if (weightSum === 0) return { score: null, missing, rescaled: false };
  return { score: round1(weighted / weightSum), missing, rescaled: missing.length > 0 };
}

/** The mean of the values that exist, one decimal; null when there are none. */
export function mean(values: (number | null | undefined)[]): number | null {
  const present = values.filter((value): value is number => typeof value === "number");
  return present.length ? round1(present.reduce((sum, value) => sum + value, 0) / present.length) : null;
}

/**
 * Competition ranking: equal scores share a place and the next place skips (1, 2, 2, 4). Ids without a
 * score get no place; `outOf` counts those ranked.
 */
export function rankWithTies(scores: Map<string, number | null>): Map<string, { rank: number; outOf: number }> {
  const ranked = [...scores].filter((entry): entry is [string, number] => typeof entry[1] === "number");
  ranked.sort((a, b) => b[1] - a[1]);
  const out = new Map<string, { rank: number; outOf: number }>();
  ranked.forEach(([id, score], index) => {
    const rank = index > 0 && ranked[index - 1][1] === score ? out.get(ranked[index - 1][0])!.rank : index + 1;
    out.set(id, { rank, outOf: ranked.length });
  });
  return out;
}

/** Highest band whose lowest score the value reaches (bands sorted highest first). */
export function bandFor(score: number | null, bands: Band[]): string | null {
  if (score === null) return null;
  return [...bands].sort((a, b) => b.min - a.min).find((band) => score >= band.min)?.label ?? null;
}

/** "80–100 Excellent", "70–79 Very good", … for the card's legend. */
export function bandLegend(bands: Band[]): string[] {
  const sorted = [...bands].sort((a, b) => b.min - a.min);
  return sorted.map((band, index) => `${band.min}–${index === 0 ? 100 : sorted[index - 1].min - 1} ${band.label}`);
}
