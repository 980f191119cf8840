import type { ServerResponse } from "node:http";

/**
 * What the stand-in for the reverse-geocoding service answers (the machine has no internet): a place
 * in Kigali, in the shape BigDataCloud's client endpoint gives, for the e2e server and the tests alike.
 */
export function answerKigali(response: ServerResponse): void {
  response.writeHead(200, { "content-type": "application/json" }).end(
    JSON.stringify({
      city: "Kigali",
      countryName: "Rwanda",
      principalSubdivision: "Kigali City",
      localityInfo: { administrative: [{ name: "Gasabo" }] },
    }),
  );
}
