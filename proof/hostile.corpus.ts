import { deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * The hostile upload corpus of proof/hostile.ts, built at run time (no binary fixtures in git):
 * disguised markup, polyglots, truncated and malformed files, pixel floods, decompression bombs,
 * metadata carriers (EXIF GPS, XMP, ICC), CMYK, animations, wrong names and types, empty and
 * oversized bodies. Every upload endpoint must refuse each one or store a re-encoded image.
 */
export interface HostileFile {
  label: string;
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function ihdr(width: number, height: number): Buffer {
  const d = Buffer.alloc(13);
  d.writeUInt32BE(width, 0);
  d.writeUInt32BE(height, 4);
  d[8] = 8; // bit depth
  d[9] = 0; // greyscale
  return chunk("IHDR", d);
}
/** A PNG by hand: `rows` rows of `width` zero pixels, compressed into one IDAT (tiny on disk). */
function handPng(width: number, height: number, rows = height): Buffer {
  const raw = Buffer.alloc(rows * (width + 1));
  return Buffer.concat([
    pngSignature,
    ihdr(width, height),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A minimal ZIP (one stored file): appended to an image it makes a GIFAR/PNG+ZIP polyglot. */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fname = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fname.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fname.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + fname.length, 12);
  end.writeUInt32LE(30 + fname.length + data.length, 16);
  return Buffer.concat([local, fname, data, central, fname, end]);
}

const script = "<script>alert(document.domain)</script>";
const svgScript = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)"><script>alert(2)</script><rect width="64" height="64" fill="red"/></svg>`;

const gpsExif = {
  IFD0: { Make: "PhoneCo", Model: "Snap 9", Copyright: "Sam Quench", ImageDescription: script },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
};

/** Real images are at least 200 x 120 (the pipeline's minimum), so they reach the re-encoder. */
const W = 240;
const H = 160;

async function base(format: "png" | "jpeg" | "webp" | "gif"): Promise<Buffer> {
  const img = sharp({ create: { width: W, height: H, channels: 3, background: { r: 180, g: 90, b: 30 } } });
  return img.toFormat(format).toBuffer();
}

/** Animated images: three frames stacked vertically, saved with page height (GIF, WebP). */
async function animated(format: "gif" | "webp"): Promise<Buffer> {
  const frames = await Promise.all(
    [0, 1, 2].map((i) =>
      sharp({ create: { width: W, height: H, channels: 3, background: { r: 80 * i, g: 40, b: 200 - 60 * i } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .toFormat(format, { loop: 0 })
    .toBuffer();
}

/** An APNG by hand: a PNG with acTL/fcTL/fdAT chunks (two frames). */
function apng(): Buffer {
  const w = W;
  const h = H;
  const frame = (fill: number) => deflateSync(Buffer.alloc(h * (w + 1), fill));
  const acTL = Buffer.alloc(8);
  acTL.writeUInt32BE(2, 0);
  const fcTL = (seq: number) => {
    const d = Buffer.alloc(26);
    d.writeUInt32BE(seq, 0);
    d.writeUInt32BE(w, 4);
    d.writeUInt32BE(h, 8);
    d.writeUInt16BE(1, 20);
    d.writeUInt16BE(10, 22);
    return chunk("fcTL", d);
  };
  const seq2 = Buffer.alloc(4);
  seq2.writeUInt32BE(2);
  return Buffer.concat([
    pngSignature,
    ihdr(w, h),
    chunk("acTL", acTL),
    fcTL(0),
    chunk("IDAT", frame(0)),
    fcTL(1),
    chunk("fdAT", Buffer.concat([seq2, frame(255)])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Builds the corpus (>= 30 files); every buffer is made here, in memory. */
export async function hostileCorpus(): Promise<HostileFile[]> {
  const png = await base("png");
  const jpeg = await base("jpeg");
  const gif = await base("gif");
  const f = (label: string, name: string, mimeType: string, buffer: Buffer): HostileFile => ({
    label,
    name,
    mimeType,
    buffer,
  });
  const cmyk = await sharp({ create: { width: W, height: H, channels: 3, background: "#335577" } })
    .toColourspace("cmyk")
    .jpeg()
    .toBuffer();
  const withGps = await sharp(jpeg).withExif(gpsExif).jpeg().toBuffer();
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.0N"/></rdf:RDF></x:xmpmeta>`;
  const withXmp = await sharp(png).withXmp(xmp).png().toBuffer();
  const withIcc = await sharp(jpeg).withIccProfile("p3").jpeg().toBuffer();
  const webpGps = await sharp(png).withExif(gpsExif).webp().toBuffer();
  const pngText = Buffer.concat([
    png.subarray(0, 33),
    chunk("tEXt", Buffer.from(`Comment\0${script}`, "latin1")),
    png.subarray(33),
  ]);
  const huge = 100_000;
  return [
    f("HTML named .png", "cover.png", "image/png", Buffer.from(`<!doctype html><html><body>${script}</body></html>`)),
    f("SVG with script named .png", "cover.png", "image/png", Buffer.from(svgScript)),
    f("SVG with script as SVG", "cover.svg", "image/svg+xml", Buffer.from(svgScript)),
    f(
      "SVG with an external file reference",
      "ref.svg",
      "image/svg+xml",
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="32" height="32"><image xlink:href="file:///etc/passwd" width="32" height="32"/></svg>`,
      ),
    ),
    f(
      "SVG with XXE entity",
      "xxe.svg",
      "image/svg+xml",
      Buffer.from(
        `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><text y="20">&x;</text></svg>`,
      ),
    ),
    f(
      "SVG billion laughs",
      "lol.svg",
      "image/svg+xml",
      Buffer.from(
        `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY g "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">]><svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><text y="20">&g;</text></svg>`,
      ),
    ),
    f(
      "SVG with huge declared size",
      "flood.svg",
      "image/svg+xml",
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${huge}" height="${huge}"><rect width="10" height="10"/></svg>`,
      ),
    ),
    f("PHP/JS text named .jpg", "shell.jpg", "image/jpeg", Buffer.from("<?php system($_GET['c']); ?>\n" + script)),
    f("PNG + HTML polyglot", "poly.png", "image/png", Buffer.concat([png, Buffer.from(script)])),
    f("PNG + ZIP polyglot", "poly.png", "image/png", Buffer.concat([png, zipOf("x.html", script)])),
    f(
      "GIFAR (GIF + JAR)",
      "gifar.gif",
      "image/gif",
      Buffer.concat([gif, zipOf("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n")]),
    ),
    f("JPEG + JS after EOI", "poly.jpg", "image/jpeg", Buffer.concat([jpeg, Buffer.from(`*/=1;${script}`)])),
    f(
      "GIF header + JS (GIF/JS polyglot)",
      "poly.gif",
      "image/gif",
      Buffer.from(`GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(1);//`, "latin1"),
    ),
    f("PNG tEXt chunk with script", "text.png", "image/png", pngText),
    f("truncated PNG", "cut.png", "image/png", png.subarray(0, Math.floor(png.length / 2))),
    f("truncated JPEG", "cut.jpg", "image/jpeg", jpeg.subarray(0, Math.floor(jpeg.length * 0.6))),
    f("PNG signature only", "sig.png", "image/png", pngSignature),
    f(
      "PNG with corrupt IDAT",
      "bad.png",
      "image/png",
      Buffer.concat([
        pngSignature,
        ihdr(64, 64),
        chunk("IDAT", Buffer.from("not zlib at all")),
        chunk("IEND", Buffer.alloc(0)),
      ]),
    ),
    f("pixel flood PNG (100000 x 100000 declared)", "flood.png", "image/png", handPng(huge, huge, 1)),
    f("decompression bomb PNG (8000 x 8000 zeros, 64 KB on disk)", "bomb.png", "image/png", handPng(8000, 8000)),
    f(
      "pixel flood GIF (65535 x 65535)",
      "flood.gif",
      "image/gif",
      (() => {
        const g = Buffer.from(gif);
        g.writeUInt16LE(65535, 6);
        g.writeUInt16LE(65535, 8);
        return g;
      })(),
    ),
    f("EXIF with GPS (JPEG)", "gps.jpg", "image/jpeg", withGps),
    f("EXIF with GPS (WebP)", "gps.webp", "image/webp", webpGps),
    f("XMP with GPS (PNG)", "xmp.png", "image/png", withXmp),
    f("ICC profile (JPEG)", "icc.jpg", "image/jpeg", withIcc),
    f("CMYK JPEG", "cmyk.jpg", "image/jpeg", cmyk),
    f("animated GIF", "anim.gif", "image/gif", await animated("gif")),
    f("animated WebP", "anim.webp", "image/webp", await animated("webp")),
    f("animated PNG (APNG)", "anim.png", "image/png", apng()),
    f("JPEG named .png", "photo.png", "image/png", jpeg),
    f("PNG sent as text/html", "page.html", "text/html", png),
    f("PNG sent as image/svg+xml", "cover.svg", "image/svg+xml", png),
    f("0-byte file", "empty.png", "image/png", Buffer.alloc(0)),
    f("random bytes", "noise.png", "image/png", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))),
    f("ZIP named .png", "archive.png", "image/png", zipOf("a.txt", "hello")),
    f(
      "PDF named .jpg",
      "doc.jpg",
      "image/jpeg",
      Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n%%EOF"),
    ),
    f(
      "oversized (12 MB, past every cap)",
      "big.png",
      "image/png",
      Buffer.concat([png, Buffer.alloc(12 * 1024 * 1024, 0x41)]),
    ),
  ];
}
