import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A provider's API played on loopback by the test: it sees every request and answers as the test says. */
export interface StandIn {
  url: string;
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

export async function standIn(
  answer: (
    request: { method: string; path: string; headers: IncomingMessage['headers']; body: string },
    response: ServerResponse,
  ) => void,
): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const seen = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
      requests.push(seen);
      answer(seen, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
