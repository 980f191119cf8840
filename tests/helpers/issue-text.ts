// A schema issue as the server words it: its code's English with its values (lib/validation writes codes).
import { englishOf } from "@/lib/problems/problem-text";
import { problemOfIssue, type IssueLike } from "@/lib/validation/issue-problem";

export function issueText(issue: IssueLike | undefined): string | undefined {
  if (!issue) return undefined;
  const found = problemOfIssue(issue);
  return found ? englishOf(found.code, found.params) : issue.message;
}
