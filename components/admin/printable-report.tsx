import type { ReportLayout } from "@/lib/reports/layout";

/** A report layout as printable HTML: the same sections and numbers as its PDF. */
export function PrintableReport({ layout }: { layout: ReportLayout }) {
  return (
    <article className="mx-auto max-w-5xl bg-white text-slate-900 print:max-w-none">
      <h1 className="text-2xl font-bold">{layout.title}</h1>
      <p className="mb-4 text-sm text-slate-600">{layout.subtitle}</p>
      {layout.sections.map((section) => (
        <section key={section.heading} className="mb-6 break-inside-auto">
          <h2 className="mb-2 text-lg font-semibold text-brand-800">{section.heading}</h2>
          {section.facts ? (
            <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
              {section.facts.map(([label, value]) => (
                <div
                  key={label}
                  className="flex justify-between gap-2 border-b border-slate-100 py-1"
                  data-fact={label}
                >
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {section.table ? (
            section.table.rows.length === 0 ? (
              <p className="text-sm text-slate-600 italic">{section.table.empty}</p>
            ) : (
              // A wide table scrolls sideways on a phone: a named, focusable region, so keys can scroll it.
              <div
                role="region"
                aria-label={section.heading}
                tabIndex={0}
                className="overflow-x-auto print:overflow-visible"
              >
                <table className="w-full border-collapse text-sm">
                  <caption className="sr-only">{section.heading}</caption>
                  <thead>
                    <tr className="bg-slate-100">
                      {section.table.columns.map((column) => (
                        <th
                          key={column.label}
                          scope="col"
                          className={`px-2 py-1 font-semibold ${column.numeric ? "text-right" : "text-left"}`}
                        >
                          {column.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {section.table.rows.map((row, index) => (
                      <tr key={index} className="break-inside-avoid border-b border-slate-200">
                        {row.map((value, column) => (
                          <td
                            key={column}
                            className={`px-2 py-1 ${section.table?.columns[column].numeric ? "text-right tabular-nums" : ""}`}
                          >
                            {value}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          ) : null}
        </section>
      ))}
    </article>
  );
}
