import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { extractDocument } from '../../ingestion/extract-document';
import { upload } from '../testing/library-test-kit';

/*
 * Issue 37's attacks on the derived marking, one test each: W, cleared for SECRET, holds a read share on
 * another owner's SECRET document S; each way of carrying S's words into a text W writes must mark that text
 * SECRET (or refuse to mark it lower), so that it can never be shared with U, cleared for UNCLASS only.
 */
let server: TestServer;
let owner: TestUser;
let writer: TestUser;
let outsider: TestUser;
let admin: TestUser;
let secretId: string;

const S_TITLE = 'Operation Harrow convoy order';
const S_WORDS =
  'The convoy of the second battalion leaves the northern depot at 0200 on the third night, crosses the Kell river ' +
  'at the old ford below Marden, halts for fuel at grid 4471 and reaches the assembly area behind Tor Hill before ' +
  'first light, where the engineers of the bridging company wait with two spans and the escort platoon takes over ' +
  'the screen along the eastern ridge until the relief arrives on the fifth day';
const FILLER =
  'Routine administration continues in every section and the staff reviews leave, training and vehicle returns each week. ';

/** Words of other text, about `words` of them. */
const filler = (words: number) => FILLER.repeat(Math.ceil(words / FILLER.split(' ').length));

async function create(user: TestUser, body: Record<string, unknown>) {
  return user.client.post('/api/documents', {
    category: 'command-control',
    documentType: 'Note',
    ...body,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user('launder.owner');
  writer = await server.user('launder.writer');
  outsider = await server.user('launder.outsider');
  admin = await server.user('launder.admin', 'admin');
  const s = await create(owner, { title: S_TITLE, content: S_WORDS, classification: 'SECRET' });
  expect(s.status).toBe(201);
  secretId = s.body.id;
  const share = await owner.client.post(`/api/documents/${secretId}/share`, {
    sharedWithUserId: writer.id,
    permissionLevel: 'read',
  });
  expect(share.status).toBe(201);
});
afterAll(() => server?.close());

describe('a text holding words of S is marked SECRET', () => {
  it('when the paste comes after 1,500 words of other text', async () => {
    const reply = await create(writer, {
      title: 'Weekly notes',
      content: `${filler(1500)}\n\n${S_WORDS.split(' ').slice(10, 40).join(' ')}`,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.classification).toBe('SECRET');
  });

  it('when six UNCLASS decoys holding the same words were filed first', async () => {
    // Filed by a cleared user who cannot read S: the decoys stay UNCLASS and crowd any ranked search.
    for (let i = 0; i < 6; i += 1) {
      const decoy = await create(outsider, {
        title: `Convoy order digest ${i}`,
        content: `${S_WORDS} Digest ${i}.`,
      });
      expect(decoy.body.classification).toBe('UNCLASS');
    }
    const reply = await create(writer, { title: 'Paste', content: S_WORDS });
    expect(reply.body.classification).toBe('SECRET');
  });

  it('when a zero-width space hides inside each word', async () => {
    const hidden = S_WORDS.split(' ')
      .map((word) => (word.length > 1 ? `${word[0]}\u200b${word.slice(1)}` : word))
      .join(' ');
    const reply = await create(writer, { title: 'Hidden', content: hidden });
    expect(reply.body.classification).toBe('SECRET');
  });

  it('when one letter of each word is a Cyrillic look-alike', async () => {
    const cyrillic: Record<string, string> = {
      a: 'а',
      e: 'е',
      o: 'о',
      p: 'р',
      c: 'с',
      x: 'х',
      y: 'у',
      i: 'і',
    };
    const disguised = S_WORDS.split(' ')
      .map((word) => {
        const at = [...word].findIndex((ch) => cyrillic[ch]);
        return at < 0 ? word : word.slice(0, at) + cyrillic[word[at]!] + word.slice(at + 1);
      })
      .join(' ');
    expect(disguised).not.toContain('convoy');
    const reply = await create(writer, { title: 'Look-alike', content: disguised });
    expect(reply.body.classification).toBe('SECRET');
  });

  it('when 40 words of S are the title', async () => {
    const title = S_WORDS.split(' ').slice(0, 40).join(' ');
    const reply = await create(writer, { title, content: 'See the title.' });
    expect(reply.status).toBe(201);
    expect(reply.body.classification).toBe('SECRET');
  });

  it('when it is uploaded as a file, or the document type holds them', async () => {
    const uploaded = await upload(server, writer, {
      name: 'notes.txt',
      bytes: Buffer.from(`Notes from the meeting.\n\n${S_WORDS}`),
      type: 'text/plain',
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.classification).toBe('SECRET');
    const typed = await create(writer, {
      title: 'Typed',
      content: 'Nothing here.',
      documentType: S_WORDS.split(' ').slice(0, 12).join(' '),
    });
    expect(typed.status).toBe(201);
    expect(typed.body.classification).toBe('SECRET');
  });

  it('but not for the same words in another order', async () => {
    const unrelated = await create(writer, {
      title: 'Other words',
      content: S_WORDS.split(' ').reverse().join(' '),
    });
    expect(unrelated.body.classification).toBe('UNCLASS');
  });
});

describe('the derived marking is a floor', () => {
  async function pastedDocument(): Promise<{ id: string; version: number }> {
    const reply = await create(writer, { title: 'Pasted paragraph', content: `Notes. ${S_WORDS}` });
    expect(reply.body.classification).toBe('SECRET');
    return reply.body;
  }

  it("refuses the owner's lowering without a changed word, naming S", async () => {
    const doc = await pastedDocument();
    const lowered = await writer.client.put(`/api/documents/${doc.id}`, {
      classification: 'UNCLASS',
      classificationReason: 'Nothing sensitive in it',
      version: doc.version,
    });
    expect(lowered.status).toBe(403);
    expect(lowered.body.message).toContain(S_TITLE);
    const after = await writer.client.get(`/api/documents/${doc.id}`);
    expect(after.body.classification).toBe('SECRET');
  });

  it("refuses an administrator's lowering too, and names S only to one who may read it", async () => {
    const doc = await pastedDocument();
    await writer.client.post(`/api/documents/${doc.id}/share`, {
      sharedWithUserId: admin.id,
      permissionLevel: 'write',
    });
    const lowered = await admin.client.put(`/api/documents/${doc.id}`, {
      classification: 'UNCLASS',
      classificationReason: 'Administrative release',
      version: doc.version,
    });
    expect(lowered.status).toBe(403);
    expect(lowered.body.message).not.toContain(S_TITLE);
    // S and the writer's other pastes of it are not the administrator's to read: counted, never named.
    expect(lowered.body.message).toMatch(/\d+ documents? you cannot open/);
    expect((await writer.client.get(`/api/documents/${doc.id}`)).body.classification).toBe('SECRET');
  });

  it('lets the owner lower it once the words of S are gone', async () => {
    const doc = await pastedDocument();
    const lowered = await writer.client.put(`/api/documents/${doc.id}`, {
      content: 'Notes. The convoy moves on the third night.',
      classification: 'UNCLASS',
      classificationReason: 'The SECRET paragraph was removed',
      version: doc.version,
    });
    expect(lowered.status).toBe(200);
    expect(lowered.body.classification).toBe('UNCLASS');
  });
});

describe('EXECUTE', () => {
  it('makes a mission pasted from S a SECRET plan whose brief is SECRET', async () => {
    const orchestrated = await writer.client.post('/api/plans/orchestrate', {
      description: `Mission: ${S_WORDS}.`,
      title: 'Harrow move',
    });
    expect(orchestrated.status).toBe(201);
    expect(orchestrated.body.plan.classification).toBe('SECRET');
    const planId = orchestrated.body.plan.id as string;
    const brief = await writer.client.post(`/api/plans/${planId}/reports`, { kind: 'mission-brief' });
    expect(brief.status).toBe(201);
    const doc = await writer.client.get(`/api/documents/${brief.body.documentId}`);
    expect(doc.body.classification).toBe('SECRET');
  });
});

describe("CREATE's export", () => {
  it('is SECRET when a made-up citation quotes S', async () => {
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/drafts/export',
      headers: { cookie: writer.client.cookie!, 'content-type': 'application/json' },
      payload: JSON.stringify({
        format: 'docx',
        title: 'Movement summary',
        content: 'Bottom Line\n\nThe move is on track [1].\n',
        citations: [
          {
            n: 1,
            documentId: 'no-such-document',
            title: 'Public road report',
            classification: 'UNCLASS',
            page: 1,
            quote: S_WORDS.split(' ').slice(0, 30).join(' '),
            start: 0,
            end: 10,
          },
        ],
      }),
    });
    expect(reply.statusCode).toBe(200);
    const text = (await extractDocument({ bytes: reply.rawPayload, fileName: 'export.docx' })).text;
    expect(text.trim().split('\n')[0]!.trim()).toBe('SECRET');
  });
});

describe("a SECRET plan's reports", () => {
  it('carry the marking in Word (banners, header and footer) and in Markdown', async () => {
    const orchestrated = await writer.client.post('/api/plans/orchestrate', {
      description: `Mission: ${S_WORDS}.`,
      title: 'Harrow reports',
    });
    const planId = orchestrated.body.plan.id as string;
    const brief = await writer.client.post(`/api/plans/${planId}/reports`, { kind: 'status-report' });
    expect(brief.status).toBe(201);
    const docx = await server.app.inject({
      method: 'GET',
      url: brief.body.docxPath,
      headers: { cookie: writer.client.cookie! },
    });
    expect(docx.statusCode).toBe(200);
    const lines = (await extractDocument({ bytes: docx.rawPayload, fileName: 'report.docx' })).text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines[0]).toBe('SECRET');
    expect(lines.at(-1)).toBe('SECRET');
    // The header and footer are parts of their own in the file.
    const { unzipSync, strFromU8 } = await import('fflate');
    const parts = unzipSync(new Uint8Array(docx.rawPayload));
    const headerFooter = Object.keys(parts).filter((name) => /word\/(header|footer)\d*\.xml$/.test(name));
    expect(headerFooter.length).toBeGreaterThanOrEqual(2);
    for (const name of headerFooter) expect(strFromU8(parts[name]!)).toContain('SECRET');

    const markdown = await writer.client.get(brief.body.docxPath.replace(/\/docx$/, '/markdown'));
    expect(markdown.status).toBe(200);
    const text = markdown.text.trim().split('\n');
    expect(text[0]).toBe('**SECRET**');
    expect(text.at(-1)).toBe('**SECRET**');
  });
});

describe("EXECUTE's board", () => {
  it('raises a plan to SECRET when a task created or changed on it holds words of S', async () => {
    const created = async (title: string) => {
      const reply = await writer.client.post('/api/plans/orchestrate', {
        description: 'Move the company to the training area and report when in position.',
        title,
      });
      expect(reply.body.plan.classification).toBe('UNCLASS');
      return reply.body.plan.id as string;
    };
    const first = await created('Board with a pasted task');
    const task = await writer.client.post(`/api/plans/${first}/tasks`, {
      title: 'Convoy move',
      detail: S_WORDS,
    });
    expect(task.status).toBe(201);
    expect((await writer.client.get(`/api/plans/${first}`)).body.plan.classification).toBe('SECRET');

    const second = await created('Board with a changed task');
    const plain = await writer.client.post(`/api/plans/${second}/tasks`, { title: 'Convoy move' });
    expect((await writer.client.get(`/api/plans/${second}`)).body.plan.classification).toBe('UNCLASS');
    const changed = await writer.client.put(`/api/tasks/${plain.body.id}`, {
      title: S_WORDS.split(' ').slice(5, 25).join(' ').slice(0, 200),
      version: plain.body.version,
    });
    expect(changed.status).toBe(200);
    expect((await writer.client.get(`/api/plans/${second}`)).body.plan.classification).toBe('SECRET');
  });
});
