require('@testing-library/jest-dom');

// Centers keep their working state for the session in one in-memory store (shared/storage working-memory):
// every test starts with none, as a new session does.
// (The module by its path: the root package declares no workspace package; jest resolves @csw/storage's
// symlink to this same file, so the tests' imports share its store.)
afterEach(() => {
  require('../shared/storage/src/working-memory').forgetWorkingState();
});
