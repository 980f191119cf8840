import type { ServerResponse } from "node:http";

/**
 * What the stand-in for the reverse-geocoding service answers (the machine has no internet): a place
 * in Kigali, in the shape BigDataCloud's client endpoint gives, for the e2e server and the tests alike.
 * `city`: the locality's name (a test that tells positions apart names each after its own).
 */
export function answerKigali(response: ServerResponse, city = "Kigali"): void {
  response.writeHead(200, { "content-type": "application/json" }).end(
    JSON.stringify({
      city,
      countryName: "Rwanda",
      principalSubdivision: "Kigali City",
      localityInfo: { administrative: [{ name: "Gasabo" }] },
    }),
  );
}
