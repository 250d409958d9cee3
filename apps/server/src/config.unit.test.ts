import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.demoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.tzOrg).toBe('America/Toronto');
  });

  it('reads DEMO_DATA=0 and a database URL', () => {
    const config = loadConfig({ DEMO_DATA: '0', DATABASE_URL: 'postgres://u@h/db', PUBLIC_URL: 'https://ops.example.com/' });
    expect(config.demoData).toBe(false);
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(config.publicUrl).toBe('https://ops.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ TZ_ORG: 'Mars/Olympus' }, 'TZ_ORG'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
