import http from 'node:http';
import { percentile } from '../lib/stats.mjs';

/**
 * Closed-loop load: `connections` keep-alive connections, each sending its next request as soon as the
 * previous answer arrived, for `seconds`. Returns requests per second and latency percentiles; any
 * answer other than 200 counts as an error.
 */
export async function load({ url, headers = {}, connections = 32, seconds = 8, warmupSeconds = 2 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const once = () =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      const request = http.request(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk) => (bytes += chunk.length));
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              bytes,
              ms: Number(process.hrtime.bigint() - started) / 1e6,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });

  const run = async (durationMs, record) => {
    const until = Date.now() + durationMs;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) record(await once());
      }),
    );
  };
  await run(warmupSeconds * 1000, () => {});
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const started = Date.now();
  await run(seconds * 1000, (answer) => {
    if (answer.status !== 200) errors += 1;
    latencies.push(answer.ms);
    bytes = answer.bytes;
  });
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50: Number(percentile(latencies, 50).toFixed(2)),
    p99: Number(percentile(latencies, 99).toFixed(2)),
    errors,
    responseBytes: bytes,
  };
}
