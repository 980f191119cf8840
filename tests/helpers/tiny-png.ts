import { deflateSync } from "node:zlib";
import jpeg from "jpeg-js";

/** A real 2 × 2 PNG, so the renderer can draw it. */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 200, 0, 0, 0, 0, 200, 0, 0, 0, 0, 200, 200, 200, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real 8 × 8 JPEG (encoded by jpeg-js), for the logo checks. */
export function tinyJpeg(): Buffer {
  return jpeg.encode({ width: 8, height: 8, data: Buffer.alloc(8 * 8 * 4, 160) }, 80).data;
}

/** A PNG header claiming `width` × `height` pixels, with a valid CRC but no pixels after it. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const png = tinyPng();
  const header = Buffer.from(png.subarray(0, 33));
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt32BE(crc32(header.subarray(12, 29)), 29);
  return header;
}
