// What every browser scenario shares: the server's address, a headless Chromium, a list of problems, timed
// steps, the screenshot folder, and one verdict at the end (exit 1 on any problem).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './serve.mjs';

/** Launches Chromium for a scenario named `title`; exits 2 when FLOTILLA_URL is not set. */
export async function openScenario(title) {
  const url = process.env.FLOTILLA_URL;
  if (!url) {
    console.error('Set FLOTILLA_URL to a Flotilla server serving the built client.');
    process.exit(2);
  }
  const shotsDir =
    process.env.SCREENSHOT_DIR ?? (process.env.SCREENSHOT ? path.dirname(process.env.SCREENSHOT) : '/tmp');
  mkdirSync(shotsDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const problems = [];
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  return {
    url,
    browser,
    problems,
    started,
    shotsDir,
    step: (text) => console.log(`· [${seconds()} s] ${text}`),
    /** Page errors and console errors of `page` count as problems. */
    watch(page, name = '') {
      const who = name ? `${name}: ` : '';
      page.on('pageerror', (error) => problems.push(`${who}page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${who}console error: ${message.text()}`);
      });
    },
    fail(error) {
      problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
    /** Closes the browser and exits: 1 with every problem printed, or 0. */
    async finish() {
      await browser.close();
      for (const problem of problems) console.error(problem);
      if (problems.length > 0) {
        console.error(`${title} FAILED`);
        process.exit(1);
      }
      console.log(`${title} passed in ${seconds()} s`);
      process.exit(0);
    },
  };
}
