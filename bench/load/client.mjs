// One simulated user's connection to the API, as a browser tab has it: keep-alive connections (at most six
// at once) that all leave from the address of the user's section (127.0.0.2, 127.0.0.3, ...), so that the
// server's per-address limits count the section as they count the unit behind one address; the session
// cookie of its one sign-in; JSON, multipart and server-sent-event calls. Every call is timed from the
// request to the end of its answer (for a stream: to its `done` event).
import http from 'node:http';

/** Longest a call may take before it counts as an error (the server's own request timeout is 30 s). */
const CALL_TIMEOUT_MS = 60_000;

export class CallError extends Error {
  constructor(message, status = 0) {
    super(message);
    this.status = status;
  }
}

export class UserClient {
  constructor(baseUrl, localAddress) {
    this.base = new URL(baseUrl);
    this.localAddress = localAddress;
    // With a timeout set, Node drops an idle connection a second before the server's announced keep-alive
    // timeout (5 s) instead of reusing it as the server closes it (ECONNRESET, the client's fault).
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 6, localAddress, timeout: CALL_TIMEOUT_MS });
    this.cookie = null;
  }

  /** Sends one request; resolves with { status, headers, body (Buffer) } or, for `stream`, the events. */
  send(method, path, { json, body, headers = {}, stream = false } = {}) {
    const payload = json !== undefined ? Buffer.from(JSON.stringify(json)) : body;
    const allHeaders = {
      accept: stream ? 'text/event-stream' : 'application/json',
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(payload ? { 'content-length': String(payload.length) } : {}),
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...headers,
    };
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          path,
          method,
          agent: this.agent,
          localAddress: this.localAddress,
          headers: allHeaders,
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const isStream = stream && status === 200;
          const chunks = [];
          const events = [];
          let buffer = '';
          let settled = false;
          const finish = (value) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            resolve(value);
          };
          response.on('data', (chunk) => {
            if (!isStream) {
              chunks.push(chunk);
              return;
            }
            buffer += chunk.toString('utf8');
            let end;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
              const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
              events.push({ event, data });
            }
          });
          response.on('end', () =>
            finish({ status, headers: response.headers, body: Buffer.concat(chunks), events }),
          );
          response.on('error', (error) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            reject(new CallError(`answer broken off: ${error.message}`));
          });
        },
      );
      const timer = setTimeout(
        () => request.destroy(new Error(`no answer within ${CALL_TIMEOUT_MS / 1000} s`)),
        CALL_TIMEOUT_MS,
      );
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(new CallError(`${method} ${path}: ${error.message}`));
      });
      request.end(payload);
    });
  }

  /** A JSON call that must answer `expect`; resolves with the parsed body. */
  async json(method, path, json, expect = 200) {
    const answer = await this.send(method, path, json === undefined ? {} : { json });
    return this.parsed(method, path, answer, expect);
  }

  parsed(method, path, answer, expect) {
    const text = answer.body.toString('utf8');
    if (answer.status !== expect) {
      const detail = text.slice(0, 200).replace(/\s+/g, ' ');
      throw new CallError(`${method} ${path}: ${answer.status} ${detail}`, answer.status);
    }
    return text ? JSON.parse(text) : null;
  }

  /** Signs in and keeps the session cookie. */
  async signIn(username, password) {
    const answer = await this.send('POST', '/api/auth/login', { json: { username, password } });
    const body = this.parsed('POST', '/api/auth/login', answer, 200);
    const cookie = [answer.headers['set-cookie'] ?? []].flat()[0];
    if (!cookie) throw new CallError('sign-in answered without a session cookie');
    this.cookie = cookie.split(';')[0];
    return body;
  }

  /** A multipart form (FormData) posted as the browser sends it; resolves with the parsed body. */
  async form(path, formData, expect = 201) {
    // The platform's own encoder writes the body and its boundary, as fetch would.
    const encoded = new Response(formData);
    const body = Buffer.from(await encoded.arrayBuffer());
    const answer = await this.send('POST', path, {
      body,
      headers: { 'content-type': encoded.headers.get('content-type') },
    });
    return this.parsed('POST', path, answer, expect);
  }

  /** Follows an event stream to its end; resolves with its events, throws on an `error` event or none `done`. */
  async stream(path) {
    const answer = await this.send('GET', path, { stream: true });
    if (answer.status !== 200) this.parsed('GET', path, answer, 200);
    const failed = answer.events.find((e) => e.event === 'error');
    if (failed) throw new CallError(`GET ${path}: error event ${failed.data.slice(0, 200)}`, 200);
    if (!answer.events.some((e) => e.event === 'done'))
      throw new CallError(`GET ${path}: the stream ended without done`, 200);
    return answer.events;
  }

  close() {
    this.agent.destroy();
  }
}
