import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const url = process.argv[2], out = process.argv[3], width = Number(process.argv[4] || 1280);
const p = await b.newPage({ viewport: { width, height: 1000 } });
p.on("console", (m) => { if (m.type() === "error") console.log("console error:", m.text()); });
p.on("pageerror", (e) => console.log("pageerror:", e.message));
await p.goto(url);
await p.waitForTimeout(1500);
const h = await p.evaluate(() => document.documentElement.scrollHeight);
console.log("height", h);
for (let y = 0, i = 0; y < h && i < 8; y += 1000, i++) {
  await p.screenshot({ path: `${out}_${i}.png`, clip: { x: 0, y, width, height: Math.min(1000, h - y) }, fullPage: true });
}
await b.close();
