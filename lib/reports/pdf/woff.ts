// WOFF 1.0 → plain TrueType, in memory. fontkit inflates a WOFF table again on every read, and the
// PDF writer reads the glyph table once per glyph it subsets, so each PDF inflated the same bytes over
// and over (docs/performance.md#pdfs). Unpacked once per thread, the font reads like a .ttf file.
// Tables can be left out on the way: reports drop Inter's GSUB (contextual alternates, ligatures,
// stylistic sets), whose chained lookups cost much of the rendering time for nothing visible in a
// table; kerning (GPOS) stays.
import { inflateSync } from "node:zlib";

const HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;

export function woffToSfnt(woff: Buffer, drop: string[] = []): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error("Not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const dropped = new Set(drop.map((name) => Buffer.from(name).readUInt32BE(0)));
  const tables = Array.from({ length: woff.readUInt16BE(12) }, (_, index) => {
    const at = HEADER + index * WOFF_ENTRY;
    const [tag, offset, compressed, length, checksum] = [0, 4, 8, 12, 16].map((field) => woff.readUInt32BE(at + field));
    const raw = woff.subarray(offset, offset + compressed);
    return { tag, checksum, data: compressed < length ? inflateSync(raw) : raw };
  }).filter((table) => !dropped.has(table.tag));
  const count = tables.length;

  const pad = (size: number) => (size + 3) & ~3;
  const directory = 12 + count * SFNT_ENTRY;
  const out = Buffer.alloc(directory + tables.reduce((sum, table) => sum + pad(table.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = directory;
  tables.forEach((table, index) => {
    const at = 12 + index * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += pad(table.data.length);
  });
  return out;
}
