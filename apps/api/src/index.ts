export { type BuildAppOptions, buildApp } from './app';
export { loadConfig, type TConfig, testConfig } from './config';
export { type Database, type Db, openDatabase } from './db/client';
export { llmDoubleAnswer, startLlmDouble } from './engines/testing/llm-double';
export { readZip } from './modules/jobs/testing';
export * as materials from './modules/materials/public';
export { type RunningServer, type StartOptions, startServer, webDistDir } from './server/start';
export { openTemplatePglite } from './test/pglite-template';
export { createScratchPostgres, type ScratchPostgresOptions } from './test/scratch-postgres';
