"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useFormat } from "@/components/i18n/use-format";
import { useSay } from "@/components/i18n/use-say";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Notice } from "@/components/ui/notice";
import { errorSaid } from "@/lib/client/error-message";
import { qrRuns } from "@/lib/reports/pdf/qr-matrix.shared";
import { revokeCardCode, type ReportCard } from "@/lib/report-cards/report-cards.client";

/** The QR code as one SVG path of its dark modules (the same code the PDF paints). */
function QrSvg({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { size, runs } = qrRuns(text);
    return { size, path: runs.map(([row, start, length]) => `M${start} ${row}h${length}v1h-${length}z`).join("") };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      className="size-28 shrink-0 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * The card's code and QR code, on screen and printed (docs/design.md#signed-cards); an admin can
 * withdraw a code issued in error, after which the card is issued a new one.
 */
export function CardVerification({
  card,
  mayRevoke,
  onRevoked,
}: {
  card: ReportCard;
  mayRevoke: boolean;
  onRevoked: () => void;
}) {
  const t = useTranslations("reportCards");
  const format = useFormat();
  const say = useSay();
  const { code, url, issuedAt } = card.verification;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const revoke = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await revokeCardCode(code);
      setAsking(false);
      setNotice({ tone: "success", text: t("revoked", { code }) });
      onRevoked();
    } catch (error) {
      setNotice({ tone: "error", text: say(errorSaid(error)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="card-verify-heading" className="mt-4 flex gap-4 border-t border-slate-200 pt-4">
      <QrSvg text={url} label={t("qrAlt")} />
      <div className="min-w-0 space-y-1">
        <h3 id="card-verify-heading" className="font-semibold text-slate-900">
          {t("verifyHeading")}
        </h3>
        <p className="font-mono text-lg font-bold tracking-wider text-slate-900">{t("verifyCode", { code })}</p>
        <p className="text-sm break-words text-slate-700">{t("verifyAt", { url: `${new URL(url).origin}/verify` })}</p>
        <p className="text-sm text-slate-700">{t("verifyIssued", { day: format.dayOf(issuedAt) })}</p>
        {mayRevoke ? (
          <div className="no-print pt-1">
            <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
              {t("revoke")}
            </Button>
          </div>
        ) : null}
        {notice ? (
          <Notice tone={notice.tone} className="no-print">
            {notice.text}
          </Notice>
        ) : null}
      </div>
      <Modal
        open={asking}
        title={t("revokeTitle", { code })}
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t("revokeCancel")}
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void revoke()}>
              {t("revokeConfirm")}
            </Button>
          </>
        }
      >
        <p>{t("revokeBody")}</p>
      </Modal>
    </section>
  );
}
