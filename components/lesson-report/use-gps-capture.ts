"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { GPS_OPTIONS } from "@/lib/geo/constants.shared";
import {
  PositionError,
  getPosition,
  lookupAddress,
  toCapturedLocation,
  type CapturedLocation,
  type LocationAddress,
} from "@/lib/lesson-reports/geolocation.client";

// GeolocationPositionError.PERMISSION_DENIED
const PERMISSION_DENIED = 1;

export type GpsStatus = "prompt" | "capturing" | "captured" | "error";

export interface GpsCapture {
  status: GpsStatus;
  location: CapturedLocation | null;
  /** null while the address is being looked up. */
  address: LocationAddress | null;
  error: string | null;
  /** The browser's reason code (GeolocationPositionError.code; 0: no geolocation at all), for a message in the screen's language. */
  code: number | null;
  /** The browser refused location access for this site (the teacher must allow it in the browser). */
  denied: boolean;
  capture: () => void;
  /** 'Update Location': forget the current fix and ask for a fresh one (no cached position). */
  update: () => void;
}

/** docs/product-spec.md#states GPS capture: prompt → captured, or error; captures once when the form opens. */
export function useGpsCapture(): GpsCapture {
  const [status, setStatus] = useState<GpsStatus>("prompt");
  const [location, setLocation] = useState<CapturedLocation | null>(null);
  const [address, setAddress] = useState<LocationAddress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState<number | null>(null);
  const [denied, setDenied] = useState(false);
  // Only the latest request may update the state (a slow fix must not overwrite a newer one).
  const attempt = useRef(0);

  const capture = useCallback((options: PositionOptions = GPS_OPTIONS) => {
    const current = ++attempt.current;
    setStatus("capturing");
    setLocation(null);
    setAddress(null);
    setError(null);
    setCode(null);
    setDenied(false);
    getPosition(options)
      .then(async (position) => {
        if (current !== attempt.current) return;
        const captured = toCapturedLocation(position);
        setLocation(captured);
        setStatus("captured");
        const found = await lookupAddress(captured.latitude, captured.longitude);
        if (current === attempt.current) setAddress(found);
      })
      .catch((caught: unknown) => {
        if (current !== attempt.current) return;
        setError(caught instanceof Error ? caught.message : "Unknown error");
        setCode(caught instanceof PositionError ? caught.code : null);
        setDenied(caught instanceof PositionError && caught.code === PERMISSION_DENIED);
        setStatus("error");
      });
  }, []);

  useEffect(() => {
    // Capturing on open is a browser side effect (the permission prompt), so it runs after mount.
    const counter = attempt;
    const timer = setTimeout(() => capture(), 0);
    return () => {
      clearTimeout(timer);
      counter.current++; // results arriving after unmount are ignored
    };
  }, [capture]);

  // The opening capture may reuse a fix up to 5 min old (docs/product-spec.md#constants); asking to update means "where I am now".
  const update = useCallback(() => capture({ ...GPS_OPTIONS, maximumAge: 0 }), [capture]);
  return { status, location, address, error, code, denied, capture: () => capture(), update };
}
