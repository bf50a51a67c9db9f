#!/usr/bin/env node
/**
 * Writes the raster icons from `static/favicon.svg`, the one source of the site's icon:
 * `static/favicon.ico` (32 px, for agents that ask for /favicon.ico without reading the page) and
 * `static/apple-touch-icon.png` (180 px on white, for home-screen shortcuts, which ignore SVG).
 * Run it after changing the SVG: `node scripts/make-icons.mjs`; the outputs are committed.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const staticDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "static");
const svg = fs.readFileSync(path.join(staticDir, "favicon.svg"));

/** An ICO file holding one PNG image (supported by every browser since Windows Vista's format). */
function icoWithPng(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}

const favicon = await sharp(svg, { density: 300 }).resize(32, 32).png().toBuffer();
fs.writeFileSync(path.join(staticDir, "favicon.ico"), icoWithPng(favicon, 32));

// Home-screen icons are shown on the platform's own tile: a white square with a margin.
const touch = await sharp(svg, { density: 600 }).resize(132, 132).png().toBuffer();
await sharp({ create: { width: 180, height: 180, channels: 4, background: "#ffffff" } })
  .composite([{ input: touch, gravity: "center" }])
  .png()
  .toFile(path.join(staticDir, "apple-touch-icon.png"));
console.log("wrote static/favicon.ico and static/apple-touch-icon.png");
