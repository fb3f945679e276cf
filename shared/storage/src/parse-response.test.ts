import { documentAnswerSchemas, modelAnswerSchemas } from '@csw/contracts';
import { ApiError } from './api-client';
import { describeError } from './describe-error';
import { documentsApi } from './documents-api';
import { modelsApi } from './models-api';
import { UNREADABLE_ANSWER_MESSAGE, UnreadableAnswerError, parseAnswer } from './parse-response';
import { makeFolder } from './testing/document-fixtures';
import { createFakeApi } from './testing/fake-api';

const folder = makeFolder();

describe('reading an answer at the boundary', () => {
  it('gives the value its contract schema reads, dropping what the schema does not name', () => {
    expect(parseAnswer(documentAnswerSchemas.folder, { ...folder, extra: 'not in the contract' })).toEqual(
      folder,
    );
  });

  it('refuses an answer of another shape with an ApiError that says so and where', () => {
    let error: unknown = null;
    try {
      parseAnswer(documentAnswerSchemas.folder, { ...folder, builtIn: 'no' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(UnreadableAnswerError);
    expect(error).toBeInstanceOf(ApiError);
    expect(describeError(error)).toBe(UNREADABLE_ANSWER_MESSAGE);
    expect((error as UnreadableAnswerError).issues).toEqual([expect.stringMatching(/^builtIn: /)]);
  });

  it('parses every answer of a shared API when the center gives it the schemas', async () => {
    const api = createFakeApi({
      'GET /api/folders': () => [folder],
      'GET /api/models': () => ({ models: [], defaultModelId: 'builtin-analyst', endpoint: 'secret' }),
      'POST /api/folders': () => ({ name: 'No id' }),
    });
    await expect(documentsApi(api, documentAnswerSchemas).folders()).resolves.toEqual([folder]);
    await expect(modelsApi(api, modelAnswerSchemas).catalogue()).resolves.toEqual({
      models: [],
      defaultModelId: 'builtin-analyst',
    });
    await expect(documentsApi(api, documentAnswerSchemas).createFolder('No id')).rejects.toThrow(
      UNREADABLE_ANSWER_MESSAGE,
    );
  });

  it('reads answers as their type when no schemas are given (the shell)', async () => {
    const odd = { name: 'No id' };
    const api = createFakeApi({ 'POST /api/folders': () => odd });
    await expect(documentsApi(api).createFolder('No id')).resolves.toBe(odd);
  });

  it('narrows a document list only by the values given, its words trimmed', async () => {
    const api = createFakeApi({ 'GET /api/documents': () => ({ items: [], total: 0 }) });
    await documentsApi(api, documentAnswerSchemas).list({
      limit: 20,
      offset: 0,
      q: '  orbit ',
      category: '',
    });
    expect(api.calls[0]?.query).toStrictEqual({ limit: 20, offset: 0, q: 'orbit' });
  });
});
