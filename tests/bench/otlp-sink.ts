/**
 * A collector that takes OTLP/HTTP exports in and keeps nothing but their count and size: the
 * traced services of `LOAD_TRACING=1` pay the whole cost of exporting (spans batched, serialised and
 * sent), none of a real collector's.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OtlpSink {
  url: string;
  requests(): number;
  megabytes(): string;
  close(): Promise<void>;
}

export async function startOtlpSink(): Promise<OtlpSink> {
  let requests = 0;
  let bytes = 0;
  const server = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => {
      requests++;
      // An empty ExportTraceServiceResponse: every span accepted.
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    megabytes: () => (bytes / 1e6).toFixed(1),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
