import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.demoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.tzOrg).toBe('America/Toronto');
    expect(config.trustProxy).toEqual([]);
    expect(config.checkinRadiusM).toBe(300);
    expect(config.visitMaxHours).toBe(10);
  });

  it('reads CHECKIN_RADIUS_M and VISIT_MAX_HOURS', () => {
    const config = loadConfig({ CHECKIN_RADIUS_M: '150', VISIT_MAX_HOURS: '8.5' });
    expect(config.checkinRadiusM).toBe(150);
    expect(config.visitMaxHours).toBe(8.5);
  });

  it('reads TRUST_PROXY as a list of proxy addresses, CIDR blocks and range names', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['10.0.0.5']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, loopback,fd00::/8 ' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback', 'fd00::/8']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  });

  it('reads DEMO_DATA=0 and a database URL', () => {
    const config = loadConfig({ DEMO_DATA: '0', DATABASE_URL: 'postgres://u@h/db', PUBLIC_URL: 'https://ops.example.com/' });
    expect(config.demoData).toBe(false);
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(config.publicUrl).toBe('https://ops.example.com');
  });

  it.each(['America/Toronto', 'America/Montreal', 'Asia/Kolkata', 'Asia/Calcutta', 'Etc/GMT+5', 'UTC'])(
    'takes the time zone %s',
    (zone) => {
      expect(loadConfig({ TZ_ORG: zone }).tzOrg).toBe(zone);
    },
  );

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ TZ_ORG: 'Mars/Olympus' }, 'TZ_ORG'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    // A hop count or 'true' would believe a client that reaches the server directly.
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
    [{ ADMIN_PASSWORD: 'x'.repeat(129) }, 'ADMIN_PASSWORD'],
    [{ CHECKIN_RADIUS_M: 'near' }, 'CHECKIN_RADIUS_M'],
    [{ CHECKIN_RADIUS_M: '0' }, 'CHECKIN_RADIUS_M'],
    [{ CHECKIN_RADIUS_M: '12.5' }, 'CHECKIN_RADIUS_M'],
    [{ VISIT_MAX_HOURS: '0' }, 'VISIT_MAX_HOURS'],
    [{ VISIT_MAX_HOURS: '25' }, 'VISIT_MAX_HOURS'],
    [{ VISIT_MAX_HOURS: 'ten' }, 'VISIT_MAX_HOURS'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
