const link =
  "inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100";

/** A CSV (or PDF) download: a plain link, so the browser saves it with the server's file name. */
export function CsvDownload({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} download className={link}>
      {children}
    </a>
  );
}
