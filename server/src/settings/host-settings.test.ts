import { loadHostSettings } from './host-settings';

const CENTERS = ['http://localhost:3001', 'http://localhost:3005'];

describe('the names the server answers to', () => {
  it('in demo mode: the public name and loopback names on the configured port', () => {
    const { allowedHosts, allowedOrigins } = loadHostSettings(
      {},
      { shellUrl: 'http://localhost:5000', port: 5000, demoMode: true, centerUrls: CENTERS },
    );
    expect([...allowedHosts].sort()).toEqual(['127.0.0.1:5000', '[::1]:5000', 'localhost:5000']);
    expect(allowedHosts.has('rebind-attacker.test:5000')).toBe(false);
    expect(allowedOrigins.has('http://localhost:3001')).toBe(true);
    expect(allowedOrigins.has('http://127.0.0.1:5000')).toBe(true);
    expect(allowedOrigins.has('http://rebind-attacker.test:5000')).toBe(false);
  });

  it('in production: only the public name and ALLOWED_HOSTS, in both forms of a default port', () => {
    const { allowedHosts, allowedOrigins } = loadHostSettings(
      { ALLOWED_HOSTS: 'csw.internal:8443, Staff.Example.org' },
      {
        shellUrl: 'https://staff.example.org',
        port: 3000,
        demoMode: false,
        centerUrls: ['https://think.example.org'],
      },
    );
    expect([...allowedHosts].sort()).toEqual([
      'csw.internal:8443',
      'staff.example.org',
      'staff.example.org:443',
    ]);
    expect(allowedHosts.has('localhost:3000')).toBe(false);
    expect([...allowedOrigins].sort()).toEqual([
      'https://csw.internal:8443',
      'https://staff.example.org',
      'https://think.example.org',
    ]);
  });

  it('refuses an ALLOWED_HOSTS entry that is not a name', () => {
    expect(() =>
      loadHostSettings(
        { ALLOWED_HOSTS: 'http://evil.example/' },
        { shellUrl: 'http://localhost:3000', port: 3000, demoMode: false, centerUrls: [] },
      ),
    ).toThrow(/ALLOWED_HOSTS must list names/);
  });
});
