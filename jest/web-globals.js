// Build-time constants that webpack defines, with test values.
globalThis.__APP_NAME__ = 'test';
globalThis.__APP_VERSION__ = '1.0.0-test';
