import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';

let server: TestServer;
let ann: TestUser;
let ben: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  ann = await server.user('filter.ann');
  ben = await server.user('filter.ben');
});
afterAll(() => server?.close());

const titles = (body: { items: { title: string }[] }) => body.items.map((d) => d.title);

describe('GET /api/documents?q=', () => {
  beforeAll(async () => {
    const created = await ann.client.post('/api/documents', {
      title: 'Fuel resupply plan',
      content: 'Convoy schedule for the forward operating base.',
      category: 'command-control',
    });
    expect(created.status).toBe(201);
    await ann.client.post('/api/documents', {
      title: 'Weekly summary',
      content: 'The fuel state of the brigade improved after the resupply.',
      category: 'intelligence-cyber',
    });
    await ann.client.post('/api/documents', {
      title: 'Radar maintenance',
      content: 'Antenna alignment and calibration of the phased array.',
      category: 'command-control',
    });
    await ben.client.post('/api/documents', {
      title: 'Fuel figures of ben',
      content: 'Private to ben.',
    });
  });

  it('narrows by words of the title or the text, title matches first', async () => {
    const answer = await ann.client.get('/api/documents?q=fuel');
    expect(answer.status).toBe(200);
    expect(titles(answer.body)).toEqual(['Fuel resupply plan', 'Weekly summary']);
    expect(answer.body.total).toBe(2);
  });

  it('follows typing: the last word is a prefix and every word is required', async () => {
    expect(titles((await ann.client.get('/api/documents?q=calibr')).body)).toEqual(['Radar maintenance']);
    expect(titles((await ann.client.get('/api/documents?q=fuel%20brig')).body)).toEqual(['Weekly summary']);
    expect((await ann.client.get('/api/documents?q=fuel%20antenna')).body.total).toBe(0);
  });

  it('combines with the category filter and pages', async () => {
    const inCategory = await ann.client.get('/api/documents?q=fuel&category=intelligence-cyber');
    expect(titles(inCategory.body)).toEqual(['Weekly summary']);
    const page = await ann.client.get('/api/documents?q=fuel&limit=1&offset=1');
    expect(page.body).toMatchObject({ total: 2, items: [{ title: 'Weekly summary' }] });
  });

  it('never shows what the user may not read', async () => {
    expect(titles((await ben.client.get('/api/documents?q=fuel')).body)).toEqual(['Fuel figures of ben']);
  });

  it('reads query syntax as plain text and finds stop-word titles by their text', async () => {
    for (const q of ['fuel:* | !radar', "')--", '&&&', 'a & b']) {
      const answer = await ann.client.get(`/api/documents?q=${encodeURIComponent(q)}`);
      expect(answer.status).toBe(200);
    }
    expect(
      titles((await ann.client.get(`/api/documents?q=${encodeURIComponent('fuel:* | !radar')}`)).body),
    ).toEqual([]);
    await ann.client.post('/api/documents', { title: 'The one', content: 'x' });
    expect(titles((await ann.client.get('/api/documents?q=the%20one')).body)).toContain('The one');
    expect((await ann.client.get('/api/documents?q=%20%20')).body.total).toBe(4);
  });

  it('refuses a filter longer than the limit', async () => {
    expect((await ann.client.get(`/api/documents?q=${'x'.repeat(201)}`)).status).toBe(400);
  });
});

describe('GET /api/documents?q= with stop words only', () => {
  it('matches the title text when every word is a stop word', async () => {
    await ann.client.post('/api/documents', { title: 'To be or not', content: 'y' });
    expect(titles((await ann.client.get('/api/documents?q=to%20be%20or')).body)).toEqual(['To be or not']);
  });
});
