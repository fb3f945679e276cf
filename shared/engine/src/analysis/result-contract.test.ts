import { ANALYSIS_TYPE_IDS, analysisResultSchema } from '@csw/contracts';
import { CORPUS } from '../test/corpus';
import { analyzeDocuments } from './analyze';

const QUESTION = 'What threats do adversary jamming and anti-satellite weapons pose to SATCOM?';

describe('the analysis result against its contract schema', () => {
  // The API serialises results through the schema, which drops any field it does not name: a result of
  // every type must come back whole.
  it.each(ANALYSIS_TYPE_IDS)('keeps every field of a %s result', async (analysisType) => {
    const result = await analyzeDocuments({ question: QUESTION, analysisType, documents: CORPUS });
    expect(result.status).toBe('ok');
    expect(analysisResultSchema.parse(JSON.parse(JSON.stringify(result)))).toEqual(
      JSON.parse(JSON.stringify(result)),
    );
  });

  it('keeps the message and hint of a run with nothing to analyse', async () => {
    const result = await analyzeDocuments({ question: QUESTION, analysisType: 'custom', documents: [] });
    expect(result.status).toBe('no-documents');
    expect(analysisResultSchema.parse(result)).toEqual(result);
  });
});
