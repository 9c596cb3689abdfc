export { buildApp, clientKey, type App, type AppOptions } from './app.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export { ensureFirstAdmin, openMigratedDatabase, resolveJwtSecret, startServer, StartupError } from './startup.js';
