"use client";

import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import type { GpsCapture } from "@/components/comment/use-gps-capture";
import { GEOLOCATION_UNSUPPORTED } from "@/lib/client/geolocation";

const metres = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} km` : `${Math.round(value)} m`);

/** Shows what will be sent as the report's location: accuracy, coordinates and address. */
export function GpsCapturePanel({ gps, disabled }: { gps: GpsCapture; disabled?: boolean }) {
  const { status, location, address, error } = gps;
  return (
    <section aria-labelledby="gps-heading" className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="gps-heading" className="text-base font-semibold text-slate-900">
          GPS Location{" "}
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
            Update Location
          </Button>
        ) : null}
      </div>

      {status === "prompt" || status === "capturing" ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          />
          Capturing your location… allow location access if your browser asks.
        </p>
      ) : null}

      {status === "error" ? (
        <div className="space-y-3">
          <Notice tone="error">
            {error === GEOLOCATION_UNSUPPORTED ? (
              <p>{error}</p>
            ) : gps.denied ? (
              <>
                <p>GPS Error: location access is blocked for this site.</p>
                <p className="mt-1 font-normal">
                  To allow it: tap the icon left of the address bar, open the site settings, set Location to Allow, then
                  tap Try Again. On a phone, also turn Location on in its settings.
                </p>
              </>
            ) : (
              <>
                <p>GPS Error: {error}</p>
                <p className="mt-1 font-normal">
                  Please try again, or check that this site may use your location in the browser&apos;s permissions.
                </p>
              </>
            )}
          </Notice>
          {error === GEOLOCATION_UNSUPPORTED ? null : (
            <Button data-track="gps-retry" variant="secondary" size="sm" onClick={gps.capture} disabled={disabled}>
              Try Again
            </Button>
          )}
        </div>
      ) : null}

      {status === "captured" && location ? (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-700">Status</dt>
          <dd className="font-semibold text-green-800">Location captured</dd>
          <dt className="font-semibold text-slate-700">Accuracy</dt>
          <dd className="text-slate-900">
            {location.accuracy === null ? "Unknown" : `± ${metres(location.accuracy)}`}
          </dd>
          <dt className="font-semibold text-slate-700">Coordinates</dt>
          <dd className="break-all text-slate-900">
            {location.latitude.toFixed(6)}, {location.longitude.toFixed(6)}
          </dd>
          <dt className="font-semibold text-slate-700">Address</dt>
          <dd className="text-slate-900" aria-live="polite">
            {address ? address.address : "Looking up the address…"}
          </dd>
          <dt className="font-semibold text-slate-700">Captured at</dt>
          <dd className="text-slate-900">{new Date(location.timestamp).toLocaleTimeString()}</dd>
        </dl>
      ) : null}
    </section>
  );
}
