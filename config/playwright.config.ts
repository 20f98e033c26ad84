import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(__dirname, '..');

/**
 * A free loopback port, found synchronously (Playwright configs cannot await). Workers load this
 * file again, so the port chosen by the main process travels to them in E2E_PORT.
 */
function freePort(): number {
  const probe =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
}

const port = Number(process.env.E2E_PORT ?? freePort());
process.env.E2E_PORT = String(port);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium, never a downloaded browser (`.ci/run` installs it when missing). */
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: '../e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  // One browser at a time on CI: two cores are shared with the server, and axe scans of long pages
  // (the twelve-month calendar) need the CPU; locally two workers are faster.
  workers: process.env.CI ? 1 : 2,
  // A flaky journey is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The demo host serves dist/ (built by `npm run test:e2e` first), public/ and the demo API.
    command: 'npm run serve',
    cwd: root,
    env: { PORT: String(port) },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
