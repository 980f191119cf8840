import { useTranslations } from "next-intl";
import { rateBand } from "@/lib/constants";
import { useAdminFormat } from "@/components/admin/use-admin-format";
import { attendanceRate, type StatusCounts } from "@/lib/attendance/attendance-rate.shared";
import type { TrendJson } from "@/lib/reports/admin.client";

const colours = { green: "#15803d", yellow: "#b45309", red: "#b91c1c" };

/** Daily attendance rate over the classes shown, as an inline SVG with a text alternative. */
export function TrendChart({ trends }: { trends: TrendJson[] }) {
  const t = useTranslations("admin.trendChart");
  const { day: dayText, shortDay, percent } = useAdminFormat();
  const byDate = new Map<string, StatusCounts>();
  for (const row of trends) {
    const day = byDate.get(row.date) ?? { present: 0, absent: 0, late: 0, excused: 0 };
    day.present += row.present;
    day.absent += row.absent;
    day.late += row.late;
    day.excused += row.excused;
    byDate.set(row.date, day);
  }
  const days = [...byDate.entries()].map(([date, counts]) => ({ date, rate: attendanceRate(counts) }));
  if (days.length === 0) return null;

  const width = 640;
  const height = 220;
  const pad = { left: 40, right: 12, top: 12, bottom: 36 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const x = (index: number) => pad.left + (days.length === 1 ? plotW / 2 : (index / (days.length - 1)) * plotW);
  const y = (rate: number) => pad.top + plotH - (rate / 100) * plotH;
  const points = days.map((day, index) => `${x(index)},${y(day.rate)}`).join(" ");
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  const summary = days.map((day) => `${dayText(day.date)}: ${percent(day.rate)}`).join(", ");

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-3">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="trend-title trend-desc"
        className="h-auto w-full"
      >
        <title id="trend-title">{t("title")}</title>
        <desc id="trend-desc">{summary}</desc>
        {[0, 25, 50, 75, 100].map((tick) => (
          <g key={tick}>
            <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={pad.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {percent(tick)}
            </text>
          </g>
        ))}
        <polyline points={points} fill="none" stroke="#1d4ed8" strokeWidth="2" />
        {days.map((day, index) => (
          <g key={day.date}>
            <circle cx={x(index)} cy={y(day.rate)} r="4" fill={colours[rateBand(day.rate)]}>
              <title>{`${dayText(day.date)}: ${percent(day.rate)}`}</title>
            </circle>
            {index % labelEvery === 0 ? (
              <text x={x(index)} y={height - 12} textAnchor="middle" fontSize="11" fill="#475569">
                {shortDay(day.date)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption className="mt-1 text-sm text-slate-600">{t("caption", { days: days.length })}</figcaption>
    </figure>
  );
}
