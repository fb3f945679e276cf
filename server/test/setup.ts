// Server tests start a database and wait for real work (argon2id, SQL): give them room.
jest.setTimeout(120_000);
