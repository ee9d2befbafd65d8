import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { publicUrlWarning } from '../../src/server/public-url';

describe('PUBLIC_URL', () => {
  it('defaults to the address the server listens on, so emailed links reach it', () => {
    expect(loadConfig({ PORT: '8199' }).PUBLIC_URL).toBe('http://localhost:8199');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '9000', NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).PUBLIC_URL).toBe('http://localhost:9000');
    expect(loadConfig({ PORT: '9000', HOST: '10.1.2.3' }).PUBLIC_URL).toBe('http://10.1.2.3:9000');
    expect(loadConfig({ PORT: '9000', HOST: 'fd00::5' }).PUBLIC_URL).toBe('http://[fd00::5]:9000');
  });

  it('keeps a value that is set', () => {
    expect(loadConfig({ PORT: '8199', PUBLIC_URL: 'https://portal.example.com' }).PUBLIC_URL).toBe('https://portal.example.com');
  });

  it('is warned about when it names another port of this machine', () => {
    expect(publicUrlWarning('http://localhost:8080', 8199)).toBe(
      'PUBLIC_URL=http://localhost:8080 points at port 8080 of this machine, but the server listens on port 8199: links in emails will not reach it. Unset PUBLIC_URL or set it to http://localhost:8199.',
    );
    expect(publicUrlWarning('http://127.0.0.1', 8199)).toContain('points at port 80 of this machine');
  });

  it('is not warned about when it reaches this server, or names a host that cannot be checked here', () => {
    expect(publicUrlWarning('http://localhost:8199', 8199)).toBeUndefined();
    expect(publicUrlWarning('https://portal.example.com', 8199)).toBeUndefined();
  });
});
