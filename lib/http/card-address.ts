import { requireCardAddress } from "@/lib/report-cards/public-address";

/**
 * Refuses to issue report cards for this request while the server has no public address and the request
 * came from elsewhere than this machine (lib/report-cards/public-address.ts): 409
 * `public-address-missing`. The host is the one a proxy in front says it was asked for, else Host. A
 * client that forges either only chooses between a refusal and cards naming localhost: what a card
 * prints is never taken from the request.
 */
export function requirePublicAddress(request: Request): void {
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  requireCardAddress(forwarded || request.headers.get("host") || new URL(request.url).host);
}
