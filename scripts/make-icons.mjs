// Draws the PWA icons (public/pwa-*.png) from the same shapes as public/favicon.svg: a dark rounded
// square with an indigo "M" stroke. No image library: rasterised here, encoded as PNG with zlib.
// Run: node scripts/make-icons.mjs   (the PNGs are committed; rerun only when the design changes)
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BACKGROUND = [0x1f, 0x29, 0x37];
const STROKE = [0xa5, 0xb4, 0xfc];
// favicon.svg, in its 64×64 box: rect rx=14; path M16 44V20l16 14 16-14v24, stroke-width 6, round caps.
const M_PATH = [
  [16, 44],
  [16, 20],
  [32, 34],
  [48, 20],
  [48, 44],
];
const HALF_STROKE = 3;
const SUPERSAMPLE = 4;

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax,
    dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function insideRoundedRect(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/**
 * RGBA pixels. `maskable`: full-bleed background and the glyph shrunk into the central safe zone,
 * since launchers crop maskable icons to their own shape.
 */
function draw(size, { maskable = false } = {}) {
  const pixels = Buffer.alloc(size * size * 4);
  const glyphScale = maskable ? 0.75 : 1; // the "M" spans 16..48 of 64; ×0.75 keeps it inside the 80 % circle
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let bg = 0,
        ink = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const u = ((x + (sx + 0.5) / SUPERSAMPLE) / size) * 64; // position in the 64-unit box
          const v = ((y + (sy + 0.5) / SUPERSAMPLE) / size) * 64;
          if (!maskable && !insideRoundedRect(u, v, 64, 14)) continue;
          bg++;
          const gu = 32 + (u - 32) / glyphScale,
            gv = 32 + (v - 32) / glyphScale;
          const d = Math.min(...M_PATH.slice(1).map((p, i) => distanceToSegment(gu, gv, M_PATH[i], p)));
          if (d <= HALF_STROKE) ink++;
        }
      }
      const samples = SUPERSAMPLE * SUPERSAMPLE;
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) pixels[i + c] = bg ? Math.round((BACKGROUND[c] * (bg - ink) + STROKE[c] * ink) / bg) : 0;
      pixels[i + 3] = Math.round((255 * bg) / samples);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1)); // each row: filter byte 0, then pixels
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  ['public/pwa-192.png', 192, {}],
  ['public/pwa-512.png', 512, {}],
  ['public/pwa-maskable-512.png', 512, { maskable: true }],
  ['public/apple-touch-icon.png', 180, { maskable: true }],
];
for (const [file, size, options] of ICONS) {
  const png = encodePng(size, draw(size, options));
  writeFileSync(new URL(`../${file}`, import.meta.url), png);
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
}
