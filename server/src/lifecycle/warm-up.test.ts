import { startTestServer, type TestServer } from '../../test/support/test-server';
import { warmUpEngines } from './warm-up';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('warmUpEngines', () => {
  it("runs CREATE's writer, an analysis and a consultation once, so their threads and data are loaded", async () => {
    const jobs: string[] = [];
    const { analysisRunner, advice } = server.app.services;
    const ms = await warmUpEngines({
      analysisRunner: {
        ...analysisRunner,
        run: async (input) => {
          jobs.push(`analysis: ${input.analysisType} of ${input.documents.length} document`);
          return analysisRunner.run(input);
        },
      },
      advice: {
        warmUp: async (documents) => {
          jobs.push(`consultation on ${documents.length} document`);
          return advice.warmUp(documents);
        },
      },
    });
    expect(jobs.sort()).toEqual(['analysis: custom of 1 document', 'consultation on 1 document']);
    expect(ms).toBeGreaterThan(0);
    // The threads stay up for the first user's request.
    expect(analysisRunner.healthy()).toBe(true);
    expect(advice.healthy()).toBe(true);
  });
});
