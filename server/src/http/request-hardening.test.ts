import { buildApp } from '../app';
import { loadConfig } from '../config';
import { startTestServer, TEST_ENV, type TestServer, type TestUser } from '../../test/support/test-server';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.user('hardening.user');
});
afterAll(() => server?.close());

describe('the API rate limit on the route that answers', () => {
  /** The same routes, their paths percent-encoded: the router decodes them and answers as for the plain path. */
  const ENCODED = [
    '/%61pi/auth/config',
    '/%61%70%69/auth/config',
    '/api/auth/%63onfig',
    '/api/%61uth/config',
  ];

  it('routes percent-encoded paths to the API', async () => {
    for (const url of ENCODED) {
      const reply = await server.app.inject({ method: 'GET', url });
      expect({ url, status: reply.statusCode }).toEqual({ url, status: 200 });
      expect(reply.json()).toHaveProperty('demoMode');
    }
  });

  it('counts percent-encoded paths against the same budget as the plain path', async () => {
    const config = loadConfig({ ...TEST_ENV, RATE_LIMIT_MAX: '3' });
    const app = await buildApp(config, { database: server.db.database, shell: false });
    try {
      const statuses: number[] = [];
      for (const url of ['/api/auth/config', ...ENCODED])
        statuses.push((await app.inject({ method: 'GET', url, remoteAddress: '10.7.7.7' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('an encoded path cannot spend a signed-in route past the limit either', async () => {
    const config = loadConfig({ ...TEST_ENV, RATE_LIMIT_SESSION_MAX: '2' });
    const app = await buildApp(config, { database: server.db.database, shell: false });
    try {
      const headers = { cookie: user.client.cookie! };
      const statuses: number[] = [];
      for (const url of ['/%61pi/auth/me', '/%61pi/auth/me', '/%61pi/auth/me', '/api/auth/me'])
        statuses.push(
          (await app.inject({ method: 'GET', url, headers, remoteAddress: '10.7.7.8' })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('malformed multipart bodies', () => {
  const ROUTES = ['/api/documents/upload', '/api/analysis/attachments'];
  const B = 'csw-boundary-7f3a';
  const part = (headers: string, body: string) => `--${B}\r\n${headers}\r\n\r\n${body}\r\n`;
  const file = (name: string, text: string) =>
    part(`Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain`, text);
  const field = (name: string, value: string) =>
    part(`Content-Disposition: form-data; name="${name}"`, value);
  const end = `--${B}--\r\n`;
  const TEXT = 'Logistics estimate for the northern corridor. Fuel is planned at 40,000 litres a day.';

  function send(url: string, payload: string, type = `multipart/form-data; boundary=${B}`) {
    return server.app.inject({
      method: 'POST',
      url,
      headers: { cookie: user.client.cookie!, 'content-type': type },
      payload,
    });
  }

  const MALFORMED: [string, string, string?][] = [
    ['not multipart at all', 'this is not a form'],
    [
      'cut off inside the file',
      `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n${TEXT}`,
    ],
    ['cut off inside the part headers', `--${B}\r\nContent-Disposition: form-data; name="fi`],
    ['a part without headers', `--${B}\r\n\r\n${TEXT}\r\n${end}`],
    ['no boundary in the content type', file('a.txt', TEXT) + end, 'multipart/form-data; charset=utf-8'],
    ['an empty boundary', file('a.txt', TEXT) + end, 'multipart/form-data; boundary='],
  ];

  it.each(ROUTES)('%s answers 400, never 500, to a malformed form', async (url) => {
    for (const [what, payload, type] of MALFORMED) {
      const reply = await send(url, payload, type);
      expect({ what, status: reply.statusCode }).toEqual({ what, status: 400 });
      expect(reply.json().message).toEqual(expect.any(String));
      expect(reply.json().message).not.toMatch(/System error/);
    }
  });

  it.each(ROUTES)('%s takes a well-formed form', async (url) => {
    const reply = await send(url, field('classification', 'UNCLASS') + file('estimate.txt', TEXT) + end);
    expect(reply.statusCode).toBe(url.endsWith('upload') ? 201 : 200);
  });

  it.each(ROUTES)('%s refuses a duplicated classification field with a clear 400', async (url) => {
    for (const order of [
      field('classification', 'SECRET') + field('classification', 'UNCLASS') + file('estimate.txt', TEXT),
      field('classification', 'UNCLASS') + file('estimate.txt', TEXT) + field('classification', 'SECRET'),
    ]) {
      const reply = await send(url, order + end);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(
        'The form field "classification" is given more than once: send it once.',
      );
    }
  });

  it('refuses any duplicated field of the upload form, and a second file', async () => {
    const url = '/api/documents/upload';
    const twice = await send(
      url,
      field('category', 'a') + field('category', 'b') + file('e.txt', TEXT) + end,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('The form field "category" is given more than once: send it once.');
    const twoFiles = await send(url, file('one.txt', TEXT) + file('two.txt', TEXT) + end);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().message).toBe('Send one file per request.');
  });
});

describe('bidirectional-text controls in names and titles', () => {
  /** Every control the rule removes: embeddings and overrides, isolates, the marks, the Arabic letter mark. */
  const CONTROLS = [
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200E',
    '\u200F',
    '\u061C',
  ];
  /** "Invoice" and a reversed "fdp.exe": on screen it reads "Invoice exe.pdf". */
  const SPOOFED = 'Invoice \u202Efdp.exe\u202C';
  const ALL = `A${CONTROLS.join('')}B`;
  const HAS_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

  it('are removed from document titles on create and update', async () => {
    const created = await user.client.post('/api/documents', { title: SPOOFED, content: 'Text.' });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe('Invoice fdp.exe');
    const updated = await user.client.put(`/api/documents/${created.body.id}`, {
      title: ` ${ALL} `,
      version: created.body.version,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.title).toBe('AB');
    const stored = await server.db.database.pool.query('SELECT title FROM documents WHERE id = $1', [
      created.body.id,
    ]);
    expect(stored.rows[0].title).toBe('AB');
    // A title of controls only is no title.
    const empty = await user.client.post('/api/documents', { title: '\u202E\u2066 \u200F', content: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Title is required/);
  });

  it('are removed from folder names and conversation titles', async () => {
    const folder = await user.client.post('/api/folders', { name: `Plans ${SPOOFED}` });
    expect(folder.status).toBe(201);
    expect(folder.body.name).toBe('Plans Invoice fdp.exe');
    const renamed = await user.client.put(`/api/folders/${folder.body.id}`, { name: ALL });
    expect(renamed.body.name).toBe('AB');
    const conversation = await user.client.post('/api/conversations', {
      centerType: 'ADVISE',
      title: SPOOFED,
    });
    expect(conversation.status).toBe(201);
    expect(conversation.body.title).toBe('Invoice fdp.exe');
    const retitled = await user.client.put(`/api/conversations/${conversation.body.id}`, { title: ALL });
    expect(retitled.body.title).toBe('AB');
  });

  it('are removed from plan and task titles and saved drafts', async () => {
    const board = await user.client.post('/api/plans/orchestrate', {
      description: '2nd Battalion seizes OBJ FOX to deny the enemy the river crossing.',
      title: SPOOFED,
    });
    expect(board.status).toBe(201);
    expect(board.body.plan.title).toBe('Invoice fdp.exe');
    const task = await user.client.post(`/api/plans/${board.body.plan.id}/tasks`, { title: ALL });
    expect(task.body.title).toBe('AB');
    const draft = await user.client.post('/api/drafts/save', { title: SPOOFED, content: 'Issue\n\nText.\n' });
    expect(draft.status).toBe(200);
    const saved = await user.client.get(`/api/documents/${draft.body.documentId}`);
    expect(saved.body.title).toBe('Invoice fdp.exe');
  });

  it("are removed from a document's category and type, an upload's category, and a task's owner and unit", async () => {
    const created = await user.client.post('/api/documents', {
      title: 'Named parts',
      content: 'Text.',
      category: SPOOFED,
      documentType: ` ${ALL} `,
    });
    expect(created.status).toBe(201);
    expect(created.body.category).toBe('Invoice fdp.exe');
    expect(created.body.documentType).toBe('AB');
    const updated = await user.client.put(`/api/documents/${created.body.id}`, {
      category: ALL,
      documentType: SPOOFED,
      version: created.body.version,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.category).toBe('AB');
    expect(updated.body.documentType).toBe('Invoice fdp.exe');
    // A name of controls alone is empty once they are removed: refused like an empty one.
    const empty = await user.client.post('/api/documents', {
      title: 'T',
      content: 'C',
      category: CONTROLS.join(''),
    });
    expect(empty.status).toBe(400);

    const form = new FormData();
    form.append('category', SPOOFED);
    form.append('file', new Blob(['Fuel states by company.'], { type: 'text/plain' }), 'fuel.txt');
    const encoded = new Response(form);
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { cookie: user.client.cookie!, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json().category).toBe('Invoice fdp.exe');

    const board = await user.client.post('/api/plans/orchestrate', {
      description: '2nd Battalion seizes OBJ FOX to deny the enemy the river crossing.',
    });
    const task = await user.client.post(`/api/plans/${board.body.plan.id}/tasks`, {
      title: 'Move',
      owner: SPOOFED,
      unit: ALL,
    });
    expect(task.status).toBe(201);
    expect(task.body.owner).toBe('Invoice fdp.exe');
    expect(task.body.unit).toBe('AB');
    expect(HAS_CONTROL.test(JSON.stringify([created.body, updated.body, upload.json(), task.body]))).toBe(
      false,
    );
  });

  it('are removed from an uploaded file: its title, its kept name and the name it is downloaded under', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob(['Convoy timings for the northern route.'], { type: 'text/plain' }),
      `${SPOOFED}.txt`,
    );
    const encoded = new Response(form);
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { cookie: user.client.cookie!, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(reply.statusCode).toBe(201);
    const id = reply.json().id;
    expect(reply.json().title).toBe('Invoice fdp.exe');
    const stored = await server.db.database.pool.query(
      'SELECT filename FROM document_files WHERE document_id = $1',
      [id],
    );
    expect(stored.rows[0].filename).toBe('Invoice fdp.exe.txt');
    const original = await user.client.get(`/api/documents/${id}/original`);
    expect(original.status).toBe(200);
    const disposition = String(original.headers['content-disposition']);
    expect(disposition).toContain('filename="Invoice fdp.exe.txt"');
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('Invoice fdp.exe.txt');
  });

  it('never reach a download name, whatever an older row holds', async () => {
    const board = await user.client.post('/api/plans/orchestrate', {
      description: '1st Brigade holds the bridge at PL AMBER until relieved.',
      title: 'Bridge plan',
    });
    const report = await user.client.post(`/api/plans/${board.body.plan.id}/reports`, {
      kind: 'mission-brief',
    });
    expect(report.status).toBe(201);
    // Written before names were cleaned: straight into the database.
    await server.db.database.pool.query('UPDATE documents SET title = $2 WHERE id = $1', [
      report.body.documentId,
      SPOOFED,
    ]);
    const docx = await server.app.inject({
      method: 'GET',
      url: `/api/plans/${board.body.plan.id}/reports/${report.body.documentId}/docx`,
      headers: { cookie: user.client.cookie! },
    });
    expect(docx.statusCode).toBe(200);
    const disposition = String(docx.headers['content-disposition']);
    expect(decodeURIComponent(disposition)).not.toMatch(HAS_CONTROL);
    expect(disposition).toContain('filename="Invoice fdp.exe.docx"');
  });
});
