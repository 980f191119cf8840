// Whether bytes are a PNG or JPEG that can be drawn: decoded in full with pure-JavaScript decoders
// (pngjs checks every chunk's CRC and inflates the pixel data; jpeg-js walks the markers to the end
// and decodes the scans), so a file that only starts like an image is told apart from one that is.
// Shared by the logo upload (refused before it is stored) and the PDF worker (drawn without it).
import { PNG } from "pngjs";
import jpeg from "jpeg-js";

export type ImageType = "image/png" | "image/jpeg";
/** The largest side a logo may have: drawn about 2 cm wide, and bounding the memory a decode takes. */
export const IMAGE_MAX_SIDE = 2048;

export type ImageCheck =
  | { ok: true; mimeType: ImageType; width: number; height: number }
  | { ok: false; problem: "type" | "damaged" | "too-large"; detail: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type by its first bytes, whatever the upload claims (a first look only: see checkImage). */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (bytes.length > 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return "image/png";
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const u32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + u16(bytes, at + 2);

/** PNG: IHDR must come first (its size is read before any pixel is inflated). */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 33 || String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  return { width: u32(bytes, 16), height: u32(bytes, 20) };
}

/** JPEG: the frame header (SOFn) found by walking the segments from the start. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = u16(bytes, at + 2);
    const frame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (frame) return at + 9 <= bytes.length ? { height: u16(bytes, at + 5), width: u16(bytes, at + 7) } : null;
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/** Decodes `bytes` in full; never throws. */
export function checkImage(bytes: Uint8Array): ImageCheck {
  const mimeType = imageTypeOf(bytes);
  if (!mimeType) return { ok: false, problem: "type", detail: "neither PNG nor JPEG" };
  const size = mimeType === "image/png" ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width < 1 || size.height < 1)
    return { ok: false, problem: "damaged", detail: "no image header with a size" };
  if (size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE)
    return { ok: false, problem: "too-large", detail: `${size.width} × ${size.height} pixels` };
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const decoded =
      mimeType === "image/png"
        ? PNG.sync.read(buffer, { checkCRC: true })
        : jpeg.decode(buffer, { useTArray: true, maxResolutionInMP: 5, maxMemoryUsageInMB: 64 });
    if (decoded.width !== size.width || decoded.height !== size.height)
      return { ok: false, problem: "damaged", detail: "the header and the pixels disagree on the size" };
    return { ok: true, mimeType, ...size };
  } catch (error) {
    return { ok: false, problem: "damaged", detail: message(error) };
  }
}
