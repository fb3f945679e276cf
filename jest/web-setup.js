require('@testing-library/jest-dom');

// Centers keep their working state for the session in one in-memory store (shared/storage working-memory):
// every test starts with none, as a new session does.
afterEach(() => {
  require('@csw/storage').forgetWorkingState();
});
