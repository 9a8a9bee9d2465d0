export { type BuildOptions, buildServer, type DugoutServer } from './app.js';
export { type Config, ConfigError, loadConfig } from './config.js';
export { type Database, type DatabaseTarget, openDatabase } from './db/database.js';
export { MigrationError, migrate, readMigrations } from './db/migrate.js';
export { AppError } from './errors.js';
