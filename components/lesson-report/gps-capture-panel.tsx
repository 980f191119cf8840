"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import type { GpsCapture } from "@/components/lesson-report/use-gps-capture";
import { GEOLOCATION_UNSUPPORTED } from "@/lib/lesson-reports/geolocation.client";
import { GEOCODE_FALLBACK } from "@/lib/geo/constants.shared";

// GeolocationPositionError codes whose reason the catalogue words (1, denied, has its own message).
const REASON = { 2: "gpsUnavailable", 3: "gpsTimeout" } as const;
// What the capture says when the browser gives no reason (use-gps-capture.ts, lib/lesson-reports/geolocation.client.ts).
const UNKNOWN = "Unknown error";

/** Shows what will be sent as the report's location: accuracy, coordinates and address. */
export function GpsCapturePanel({ gps, disabled }: { gps: GpsCapture; disabled?: boolean }) {
  const t = useTranslations("report");
  const format = useFormat();
  const { status, location, address, error, code } = gps;
  const unsupported = error === GEOLOCATION_UNSUPPORTED;
  const reason = code === 2 || code === 3 ? t(REASON[code]) : error === UNKNOWN ? t("gpsUnknown") : error;
  const metres = format.distance;
  return (
    <section aria-labelledby="gps-heading" className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="gps-heading" className="text-base font-semibold text-slate-900">
          {t("gpsHeading")}{" "}
          <span aria-hidden className="text-red-700">
            *
          </span>
        </h2>
        {status === "captured" ? (
          <Button
            data-track="gps-update-location"
            variant="secondary"
            size="sm"
            onClick={gps.update}
            disabled={disabled}
          >
            {t("updateLocation")}
          </Button>
        ) : null}
      </div>

      {status === "prompt" || status === "capturing" ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          />
          {t("capturing")}
        </p>
      ) : null}

      {status === "error" ? (
        <div className="space-y-3">
          <Notice tone="error">
            {unsupported ? (
              <p>{t("gpsUnsupported")}</p>
            ) : gps.denied ? (
              <>
                <p>{t("gpsBlocked")}</p>
                <p className="mt-1 font-normal">{t("gpsBlockedHelp")}</p>
              </>
            ) : (
              <>
                <p>{t("gpsError", { error: reason ?? "" })}</p>
                <p className="mt-1 font-normal">{t("gpsErrorHelp")}</p>
              </>
            )}
          </Notice>
          {unsupported ? null : (
            <Button data-track="gps-retry" variant="secondary" size="sm" onClick={gps.capture} disabled={disabled}>
              {t("tryAgain")}
            </Button>
          )}
        </div>
      ) : null}

      {status === "captured" && location ? (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-700">{t("gpsStatus")}</dt>
          <dd className="font-semibold text-green-800">{t("locationCaptured")}</dd>
          <dt className="font-semibold text-slate-700">{t("accuracy")}</dt>
          <dd className="text-slate-900">
            {location.accuracy === null ? t("accuracyUnknown") : `± ${metres(location.accuracy)}`}
          </dd>
          <dt className="font-semibold text-slate-700">{t("coordinates")}</dt>
          <dd className="break-all text-slate-900">
            {location.latitude.toFixed(6)}, {location.longitude.toFixed(6)}
          </dd>
          <dt className="font-semibold text-slate-700">{t("address")}</dt>
          <dd className="text-slate-900" aria-live="polite">
            {!address
              ? t("lookingUpAddress")
              : address.address === GEOCODE_FALLBACK.address
                ? t("unknownAddress")
                : address.address}
          </dd>
          <dt className="font-semibold text-slate-700">{t("capturedAt")}</dt>
          <dd className="text-slate-900">{format.time(location.timestamp, true)}</dd>
        </dl>
      ) : null}
    </section>
  );
}
