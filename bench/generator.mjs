// The load generator of `npm run bench`: a process of its own (forked by bench/run.ts), so that it shares
// neither event loop nor garbage collector with the server it measures. Each message is one measurement
// with autocannon; the answer adds what this process spent of the CPU meanwhile (1 = one core), so that
// the bench can tell when the generator, not the server, set the pace.
import autocannon from "autocannon";

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

process.on("message", async ({ id, url, headers = {}, connections, seconds, amount, status = 200 }) => {
  try {
    if (new URL(url).hostname !== "127.0.0.1")
      throw new Error("the benchmark only talks to the loopback address");
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const result = await run({
      url,
      headers,
      connections,
      ...(amount ? { amount } : { duration: seconds }),
      // Unlimited: a slow answer is a figure, not an error.
      timeout: 30,
    });
    const wall = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const expected = result.statusCodeStats?.[status]?.count ?? 0;
    process.send({
      id,
      requests: result.requests.total,
      seconds: (new Date(result.finish) - new Date(result.start)) / 1000,
      unexpected: result.requests.total - expected + result.errors + result.timeouts,
      statuses: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
      ),
      p50: result.latency.p50,
      p99: result.latency.p99,
      bytes: result.throughput.total,
      cpu: (cpu.user + cpu.system) / 1e6 / wall,
    });
  } catch (error) {
    process.send({ id, error: String(error?.stack ?? error) });
  }
});
