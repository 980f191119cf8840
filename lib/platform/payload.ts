// What a service answers when the answer is not one JSON value: a file, an image, a list written batch by
// batch. Services never build the web answer (docs/design.md#request-path): route() (lib/http/route.ts)
// turns this value into it, with its headers, the gate's release after the body and the API's own headers.

export type PayloadBody = string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;

export interface PayloadOptions {
  /** The media type (Content-Type). */
  type: string;
  /** Offered as a download under this name (Content-Disposition: attachment); a slug, so header-safe. */
  filename?: string;
  /** How many items match (X-Total-Count): a list may send fewer (docs/api-contract.md). */
  total?: number;
  /** Bytes someone uploaded (a school's logo): the browser must not read them as another type. */
  noSniff?: boolean;
}

export class Payload {
  constructor(
    readonly body: PayloadBody,
    readonly options: PayloadOptions,
  ) {}
}
