import type { ReactNode } from "react";
import { Say } from "@/components/i18n/say";
import { EmptyState } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { errorSaid } from "@/lib/client/error-message";

/**
 * A fetched list's states in one place: the error that stopped it (when `failed` words it), a spinner
 * while it loads, its empty state when it has no rows, else `children` drawing them.
 */
export function LoadedList<T>({
  query,
  rows,
  words,
  children,
}: {
  query: { data?: T; error?: unknown; isLoading: boolean };
  rows: (data: T) => readonly unknown[];
  words: { loading?: string; empty: string; failed?: string };
  children: (data: T) => ReactNode;
}) {
  const { data, error, isLoading } = query;
  return (
    <>
      {error && words.failed ? (
        <Notice tone="error">
          <Say said={errorSaid(error, words.failed)} />
        </Notice>
      ) : null}
      {isLoading ? <Spinner label={words.loading} /> : null}
      {data === undefined ? null : rows(data).length === 0 ? <EmptyState title={words.empty} /> : children(data)}
    </>
  );
}
