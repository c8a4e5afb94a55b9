/**
 * Puppeteer comes in only for pa11y-ci (tests/pa11y), which drives Debian's
 * Chromium (scripts/lib/chromium.mjs), as every other browser test here does.
 * So `npm ci` must not download Chrome: CI reaches only the npm registry, and
 * the download would fail the install or waste minutes.
 */
module.exports = { skipDownload: true };
