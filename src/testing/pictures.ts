/**
 * The demo's product pictures, drawn from the picture id (SVG), and the legacy
 * /img/no_photo.gif fallback (a real GIF, encoded here): what the reference
 * portal serves and what the stories' fake server answers, so a designer
 * sees in Storybook the pictures a buyer sees on the portal. No DOM and no
 * node: both the server and the browser draw them.
 */

/** A simple, deterministic product picture: a box in a colour from the id, with the id. */
export function productSvg(id: number): string {
  const hue = (id * 47) % 360;
  const hue2 = (hue + 40) % 360;
  const kind = id % 4;
  const shape =
    kind === 0
      ? `<rect x="60" y="60" width="120" height="100" rx="8" fill="hsl(${hue2} 55% 45%)"/>`
      : kind === 1
        ? `<circle cx="120" cy="110" r="58" fill="hsl(${hue2} 55% 45%)"/>`
        : kind === 2
          ? `<polygon points="120,45 185,165 55,165" fill="hsl(${hue2} 55% 45%)"/>`
          : `<rect x="95" y="40" width="50" height="140" rx="10" fill="hsl(${hue2} 55% 45%)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="Фото товара ${id}">
<rect width="240" height="240" fill="hsl(${hue} 45% 88%)"/>
${shape}
<text x="120" y="215" font-family="Arial, sans-serif" font-size="18" text-anchor="middle" fill="hsl(${hue} 30% 25%)">№ ${id}</text>
</svg>`;
}

/**
 * Encodes an indexed image as a GIF89a. Uses 7-bit LZW codes written as whole
 * bytes (8-bit codes) with a clear code every 126 pixels, so the table never grows:
 * valid for every decoder and simple to write.
 */
export function encodeGif(width: number, height: number, palette: [number, number, number][], pixels: Uint8Array): Uint8Array<ArrayBuffer> {
  const colors = 128;
  const out: number[] = [];
  const word = (n: number) => out.push(n & 0xff, (n >> 8) & 0xff);
  out.push(...[...'GIF89a'].map((ch) => ch.charCodeAt(0)));
  word(width);
  word(height);
  out.push(0xf0 | 6, 0, 0); // global table of 2^(6+1) = 128 colours
  for (let i = 0; i < colors; i++) out.push(...(palette[i] ?? [0, 0, 0]));
  out.push(0x2c);
  word(0);
  word(0);
  word(width);
  word(height);
  out.push(0);
  out.push(7); // LZW minimum code size: codes are 8 bits wide
  const CLEAR = 128;
  const END = 129;
  const codes: number[] = [];
  for (let i = 0; i < pixels.length; i++) {
    if (i % 126 === 0) codes.push(CLEAR);
    codes.push(pixels[i]!);
  }
  codes.push(END);
  for (let i = 0; i < codes.length; i += 255) {
    const block = codes.slice(i, i + 255);
    out.push(block.length, ...block);
  }
  out.push(0, 0x3b);
  return new Uint8Array(out);
}

let noPhoto: Uint8Array<ArrayBuffer> | undefined;

/** 120×120 light-grey box with a darker camera outline. */
export function noPhotoGif(): Uint8Array<ArrayBuffer> {
  if (noPhoto) return noPhoto;
  const w = 120;
  const h = 120;
  const px = new Uint8Array(w * h);
  const inRect = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let c = 0;
      const body = inRect(x, y, 25, 42, 95, 88) && !inRect(x, y, 28, 45, 92, 85);
      const top = inRect(x, y, 45, 34, 70, 42) && !inRect(x, y, 48, 37, 67, 42);
      const r = Math.hypot(x - 60, y - 65);
      const lens = r <= 15 && r >= 12;
      if (body || top || lens) c = 1;
      px[y * w + x] = c;
    }
  }
  noPhoto = encodeGif(w, h, [
    [238, 238, 238],
    [170, 170, 170],
  ], px);
  return noPhoto;
}
