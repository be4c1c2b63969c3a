// Where the end-to-end server keeps its data (relative to the repository): playwright.config.ts
// starts it there, and test/fixtures/database.ts opens its SQLite file. `npm test` runs the specs
// in shards, each with its own server and folder (E2E_DATA_DIR).
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.test-results/e2e-data';
