import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 5173);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The browser suite runs the production build against the system Chromium, never a downloaded one. */
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI, reported as "flaky", so that a machine under load cannot sink a whole submission;
  // a test that fails twice still fails.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "de-CH",
    timezoneId: "Europe/Zurich",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node e2e/server.mjs",
    url: `http://127.0.0.1:${port}/api/auth/user`,
    // Answers 401 once the server is up, which Playwright counts as ready.
    reuseExistingServer: false,
    timeout: 180_000,
    env: { E2E_PORT: String(port) },
  },
});
