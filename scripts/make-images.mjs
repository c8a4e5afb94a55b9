#!/usr/bin/env node
/**
 * Draws the site's illustrations as SVG (public/images) and rasterises the
 * share image and icons with Chromium. Run by hand when the art changes;
 * its output is committed so the site needs no outside host for images.
 *   node scripts/make-images.mjs
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findChromium } from "./lib/chromium.mjs";

const out = "public/images";
mkdirSync(`${out}/articles`, { recursive: true });

const house = (x, y, s, body, roof, door = "#ffffff") => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="10" y="50" width="100" height="80" rx="4" fill="${body}"/>
    <path d="M0 56 L60 6 L120 56 Z" fill="${roof}"/>
    <rect x="48" y="88" width="24" height="42" rx="3" fill="${door}"/>
    <rect x="20" y="66" width="20" height="18" rx="2" fill="#fff" opacity=".85"/>
    <rect x="80" y="66" width="20" height="18" rx="2" fill="#fff" opacity=".85"/>
  </g>`;

const frame = (bg, inner) => `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <rect width="640" height="360" fill="${bg}"/>
  <circle cx="560" cy="70" r="38" fill="#fde68a"/>
  <path d="M0 300 C160 270 320 320 640 285 L640 360 L0 360 Z" fill="#ffffff" opacity=".55"/>
  ${inner}
</svg>`;

const art = {
  "articles/budget.svg": frame("#dbeafe", `
    ${house(70, 130, 1.2, "#1d4ed8", "#1e3a8a")}
    <g fill="#0f7a55"><rect x="330" y="230" width="40" height="60" rx="4"/><rect x="390" y="190" width="40" height="100" rx="4"/><rect x="450" y="150" width="40" height="140" rx="4"/><rect x="510" y="110" width="40" height="180" rx="4"/></g>
    <path d="M330 200 L410 160 L470 120 L540 80" stroke="#1e3a8a" stroke-width="6" fill="none" stroke-linecap="round"/>`),
  "articles/tenant-to-homeowner.svg": frame("#dcfce7", `
    <g><rect x="60" y="90" width="140" height="200" rx="6" fill="#475569"/>${[0, 1, 2, 3].map((r) => [0, 1, 2].map((c) => `<rect x="${76 + c * 42}" y="${106 + r * 44}" width="26" height="28" rx="3" fill="#e2e8f0"/>`).join("")).join("")}</g>
    ${house(400, 140, 1.15, "#15803d", "#14532d")}
    <path d="M220 200 C270 150 330 150 380 200" stroke="#0f7a55" stroke-width="6" fill="none" stroke-dasharray="12 10" stroke-linecap="round"/>
    <g transform="translate(280 150) rotate(-20)"><circle cx="0" cy="0" r="16" fill="none" stroke="#b45309" stroke-width="8"/><rect x="14" y="-4" width="48" height="8" fill="#b45309"/><rect x="48" y="4" width="8" height="12" fill="#b45309"/></g>`),
  "articles/dublin-areas.svg": frame("#ede9fe", `
    ${[0, 1, 2, 3].map((i) => house(40 + i * 140, 170, 0.95, ["#7c3aed", "#0f7a55", "#b45309", "#1d4ed8"][i], "#312e81")).join("")}
    <g transform="translate(320 40)"><path d="M0 0 C-40 0 -60 30 -60 56 C-60 100 0 140 0 140 C0 140 60 100 60 56 C60 30 40 0 0 0 Z" fill="#be123c"/><circle cx="0" cy="52" r="22" fill="#fff"/></g>`),
  "articles/first-home.svg": frame("#ccfbf1", `
    ${house(120, 110, 1.45, "#0f766e", "#134e4a")}
    <g transform="translate(470 180)"><circle r="70" fill="#fff"/><path d="M0 0 L0 -70 A70 70 0 0 1 66.6 -21.6 Z" fill="#0f7a55"/><circle r="70" fill="none" stroke="#134e4a" stroke-width="4"/></g>`),
  "articles/cost-rental.svg": frame("#fef3c7", `
    <rect x="90" y="70" width="220" height="230" rx="8" fill="#92400e"/>${[0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => `<rect x="${108 + c * 50}" y="${90 + r * 50}" width="32" height="32" rx="3" fill="#fef3c7"/>`).join("")).join("")}
    <g transform="translate(400 120) rotate(12)"><path d="M0 0 L120 0 L150 40 L120 80 L0 80 Z" fill="#0f7a55"/><circle cx="122" cy="40" r="9" fill="#fef3c7"/><text x="50" y="52" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">−%</text></g>`),
  "articles/help-to-buy.svg": frame("#ffe4e6", `
    ${house(110, 120, 1.35, "#be123c", "#881337")}
    <g transform="translate(470 190)"><circle r="72" fill="#f59e0b"/><circle r="56" fill="none" stroke="#fff7ed" stroke-width="6"/><text x="0" y="26" font-family="system-ui, sans-serif" font-size="76" font-weight="800" fill="#fff7ed" text-anchor="middle">€</text></g>`),
  "hero.svg": `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="420" viewBox="0 0 560 420">
    <circle cx="280" cy="210" r="200" fill="#d5ede2"/>
    <circle cx="450" cy="90" r="40" fill="#fde68a"/>
    ${house(70, 170, 1.25, "#0f7a55", "#083d2c")}
    ${house(260, 120, 1.6, "#1d4ed8", "#1e3a8a")}
    <path d="M40 370 C180 340 380 390 520 360" stroke="#0b6446" stroke-width="8" fill="none" stroke-linecap="round"/>
  </svg>`,
};

for (const [name, svg] of Object.entries(art)) writeFileSync(join(out, name), svg.replace(/\n\s*/g, "\n").trim() + "\n");

const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b6446"/><path d="M12 31 L32 13 L52 31" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M19 28 V50 H45 V28" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><rect x="28" y="36" width="8" height="14" fill="#fff"/></svg>\n`;
writeFileSync("public/favicon.svg", icon);

// Rasterise with Chromium: the share image (1200x630) and the PNG icons.
const chromium = findChromium();
const tmp = join(tmpdir(), `ihg-img-${process.pid}`);
mkdirSync(tmp, { recursive: true });
function shoot(html, width, height, file) {
  const page = join(tmp, "page.html");
  writeFileSync(page, `<!doctype html><html><body style="margin:0">${html}</body></html>`);
  execFileSync(chromium, ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
    `--user-data-dir=${join(tmp, "profile")}`, `--screenshot=${file}`, `--window-size=${width},${height}`, `file://${page}`], { stdio: "ignore" });
}
const hero = readFileSync(join(out, "hero.svg"), "utf8");
shoot(`<div style="width:1200px;height:630px;background:#083d2c;display:flex;align-items:center;font-family:system-ui,sans-serif;color:#fff">
  <div style="padding:0 0 0 80px;width:640px"><div style="font-size:30px;color:#d5ede2;font-weight:600">Free, independent housing guidance</div>
  <div style="font-size:76px;font-weight:800;line-height:1.05;margin-top:16px">Irish Housing Guide</div>
  <div style="font-size:32px;margin-top:24px;line-height:1.3;color:#eef7f3">Find, buy or rent a home in Ireland: costs, schemes and your rights.</div></div>
  <div style="width:520px">${hero.replace('width="560" height="420"', 'width="500" height="375"')}</div></div>`, 1200, 630, join(out, "share-default.png"));
shoot(`<div style="width:180px;height:180px">${icon.replace("<svg ", '<svg width="180" height="180" ')}</div>`, 180, 180, "public/apple-touch-icon.png");
shoot(`<div style="width:32px;height:32px">${icon.replace("<svg ", '<svg width="32" height="32" ')}</div>`, 32, 32, join(tmp, "32.png"));
shoot(`<div style="width:192px;height:192px">${icon.replace("<svg ", '<svg width="192" height="192" ')}</div>`, 192, 192, "public/icon-192.png");
shoot(`<div style="width:512px;height:512px">${icon.replace("<svg ", '<svg width="512" height="512" ')}</div>`, 512, 512, "public/icon-512.png");

// favicon.ico holding one 32x32 PNG (the ICO format allows PNG payloads).
const png = readFileSync(join(tmp, "32.png"));
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); header.writeUInt16LE(1, 2); header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6); header.writeUInt8(32, 7); header.writeUInt8(0, 8); header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10); header.writeUInt16LE(32, 12); header.writeUInt32LE(png.length, 14); header.writeUInt32LE(22, 18);
writeFileSync("public/favicon.ico", Buffer.concat([header, png]));
rmSync(tmp, { recursive: true, force: true });
console.log("images written to public/");
