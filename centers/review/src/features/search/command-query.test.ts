import { queryFromCommand } from './command-query';

describe('search words of a routed command', () => {
  it.each([
    ['search the library for KESTREL activity', 'KESTREL activity'],
    ['Find documents about Harrow Point', 'Harrow Point'],
    ['please look up conjunction assessment procedures.', 'conjunction assessment procedures'],
    ['can you search for GPS jamming?', 'GPS jamming'],
    ['show me reports on counterspace threats', 'counterspace threats'],
    ['locate TT&C contact procedures', 'TT&C contact procedures'],
  ])('"%s" searches for "%s"', (command, query) => {
    expect(queryFromCommand(command)).toBe(query);
  });

  it('keeps a sentence that does not start like a search, and a bare verb', () => {
    expect(queryFromCommand('KESTREL constellation manoeuvres')).toBe('KESTREL constellation manoeuvres');
    expect(queryFromCommand('what do we know about REDLAND jamming')).toBe(
      'what do we know about REDLAND jamming',
    );
    expect(queryFromCommand('search')).toBe('search');
  });
});
