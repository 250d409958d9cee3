export * from './auth.js';
export * from './geography.js';
export * from './lookups.js';
export * from './notifications.js';
export * from './stores.js';
export * from './users.js';
export * from './files.js';
export * from './objectives.js';
