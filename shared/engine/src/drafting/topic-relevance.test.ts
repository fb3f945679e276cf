import { readPassage } from './passage-kinds';
import { intentTopic, topicRelevance } from './topic-relevance';

const input = (text: string, documentId = 'a', title = 'Field notes') => ({
  text,
  title,
  documentId,
  reading: readPassage(text),
});

describe('topic relevance', () => {
  it('splits a subject into its topic, its aspect and its scope', () => {
    expect(intentTopic('bridge demolition risk to the northern crossing')).toMatchObject({
      topic: ['bridg', 'demolit'],
      aspects: ['risk'],
      scope: ['northern', 'cross'],
    });
  });

  it('keeps passages that say the topic and drops those that only share a word of the scope', () => {
    const topic = intentTopic('bridge demolition risk to the northern crossing');
    const [onTopic, scopeOnly] = topicRelevance(
      [
        input('Engineers can complete the bridge demolition in four hours.'),
        input('The northern crossing is guarded by a platoon.', 'b'),
      ],
      topic,
    );
    expect(onTopic).toBeGreaterThan(0);
    expect(scopeOnly).toBe(0);
  });

  it('follows a name that a passage defines as the topic', () => {
    const topic = intentTopic('the last field training exercise');
    const scores = topicRelevance(
      [
        input('IRON MERIDIAN 25 is a brigade field training exercise.'),
        input('During IRON MERIDIAN 25 the brigade lost two generators.', 'b'),
      ],
      topic,
    );
    expect(scores[1]).toBeGreaterThan(0);
  });

  it('lets every passage of a document that the request names bear on it', () => {
    const topic = intentTopic('the logistics estimate');
    const [score] = topicRelevance(
      [input('Stocks of water last four days.', 'c', 'Logistics Estimate - Operation RIVER')],
      topic,
    );
    expect(score).toBeGreaterThan(0);
  });
});
