import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stored object of the fake. */
interface FakeObject {
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

/**
 * A test double of an S3-compatible service, speaking the real path-style REST protocol for the
 * calls the store makes (PUT, HEAD, GET with Range, DELETE on /<bucket>/<key>). Signatures are not
 * checked; everything else (status codes, XML errors, headers) is what S3 answers.
 */
export async function startFakeS3(bucket: string): Promise<{
  endpoint: string;
  objects: Map<string, FakeObject>;
  requests: string[];
  close: () => Promise<void>;
}> {
  const objects = new Map<string, FakeObject>();
  const requests: string[] = [];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const prefix = `/${bucket}/`;
    requests.push(`${req.method} ${url.pathname}`);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0"?><Error><Code>NoSuchBucket</Code><Message>no bucket</Message></Error>');
      return;
    }
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    const obj = objects.get(key);
    const missing = () => {
      res.writeHead(404, { 'content-type': 'application/xml' });
      // HEAD answers carry no body.
      res.end(
        req.method === 'HEAD'
          ? undefined
          : '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
      );
    };
    if (req.method === 'PUT') {
      objects.set(key, {
        body: Buffer.concat(chunks),
        contentType: String(req.headers['content-type'] ?? ''),
        cacheControl: String(req.headers['cache-control'] ?? ''),
      });
      res.writeHead(200, { etag: '"fake"' });
      res.end();
    } else if (req.method === 'HEAD') {
      if (!obj) return missing();
      res.writeHead(200, { 'content-length': obj.body.length, 'content-type': obj.contentType });
      res.end();
    } else if (req.method === 'GET') {
      if (!obj) return missing();
      const m = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
      if (m) {
        const [start, end] = [Number(m[1]), Math.min(Number(m[2]), obj.body.length - 1)];
        res.writeHead(206, {
          'content-range': `bytes ${start}-${end}/${obj.body.length}`,
          'content-length': end - start + 1,
          'content-type': obj.contentType,
        });
        res.end(obj.body.subarray(start, end + 1));
      } else {
        res.writeHead(200, { 'content-length': obj.body.length, 'content-type': obj.contentType });
        res.end(obj.body);
      }
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      res.end();
    } else {
      res.writeHead(405);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
