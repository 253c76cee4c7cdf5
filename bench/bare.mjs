// The bare reference of `npm run bench`, in a process of its own: a node:http server that answers every
// request with one stored answer (status, headers, body) from memory, what the machine can do at best
// for those bytes. Messages: `serve` (a new answer; replies with the port), `cpu` (what this process
// spent of the CPU since the last `cpu`, 1 = one core).
import http from "node:http";

let answer = { status: 200, headers: {}, body: Buffer.alloc(0) };
const server = http.createServer((_request, response) => {
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
server.keepAliveTimeout = 60_000;
let cpuMark = process.cpuUsage();
let wallMark = performance.now();

process.on("message", ({ id, type, status, headers, body }) => {
  if (type === "serve") {
    const bytes = Buffer.from(body, "base64");
    answer = { status, body: bytes, headers: { ...headers, "content-length": String(bytes.length) } };
    process.send({ id, port: server.address().port });
  } else if (type === "cpu") {
    const used = process.cpuUsage(cpuMark);
    const wall = (performance.now() - wallMark) / 1000;
    cpuMark = process.cpuUsage();
    wallMark = performance.now();
    process.send({ id, cpu: (used.user + used.system) / 1e6 / wall });
  }
});
server.listen(0, "127.0.0.1", () => process.send({ ready: true }));
