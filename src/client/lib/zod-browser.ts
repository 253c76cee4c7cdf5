// The page's Content-Security-Policy allows no eval, so zod's compiled parsers cannot run here anyway, and
// its probe for them (`new Function`) is reported as a CSP violation. zod reads its configuration from this
// global (shared by every copy of zod on a page), so it is set here, before any chunk with zod loads,
// without bringing zod into the first page load; `z.config({ jitless: true })` is the same setting.
// e2e/performance.spec.ts fails on a CSP violation.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
