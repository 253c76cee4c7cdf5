// A bounded HTTP load loop for bench/run.ts, in a worker thread so that it does not share the event
// loop with the server it measures: `concurrency` keep-alive connections, each sending the next GET as
// soon as the previous answer is read, until `durationMs` has passed or `maxRequests` were sent. `headers`
// go with every request (a member's session cookie).
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

const { url, concurrency, durationMs, maxRequests, headers = {} } = workerData;
const target = new URL(url);
if (target.hostname !== "127.0.0.1") throw new Error("the benchmark only talks to the loopback address");
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

const latencies = [];
let sent = 0;
let errors = 0;
let bytes = 0;
const started = performance.now();
const deadline = started + durationMs;

function once() {
  return new Promise((resolve) => {
    const begin = performance.now();
    const request = http.get(target, { agent, headers }, (response) => {
      response.on("data", (chunk) => {
        bytes += chunk.length;
      });
      response.on("end", () => {
        if (response.statusCode !== 200) errors += 1;
        latencies.push(performance.now() - begin);
        resolve();
      });
    });
    request.on("error", () => {
      errors += 1;
      resolve();
    });
  });
}

async function connection() {
  while (performance.now() < deadline && sent < maxRequests) {
    sent += 1;
    await once();
  }
}

await Promise.all(Array.from({ length: concurrency }, connection));
const elapsed = performance.now() - started;
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
parentPort.postMessage({
  requests: latencies.length,
  errors,
  bytes,
  seconds: elapsed / 1000,
  p50: at(0.5),
  p99: at(0.99),
});
