// The https rule for the API base the config answers (docs/product.md S4), loopback excepted
// (docs/client/adapters.md).
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, secureApiBase } from '../../../src/adapters/http/http-site-directory.ts';
import { ServiceError } from '../../../src/core/domain/service-error.ts';

describe('secureApiBase', () => {
  it.each([
    ['http://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    ['api.example.com', 'https://api.example.com'],
    ['  http://api.example.com/v1/?x=1#y ', 'https://api.example.com/v1'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
    ['http://127.4.5.6', 'http://127.4.5.6'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
    ['https://localhost', 'https://localhost'],
    ['http://localhost.example.com', 'https://localhost.example.com'],
    ['http://127.0.0.1.example.com', 'https://127.0.0.1.example.com'],
  ])('%s → %s', (text, base) => {
    expect(secureApiBase(text)).toBe(base);
  });

  it.each(['', 'ftp://files.example.com', 'javascript://alert(1)', '<!doctype html><html>', 'https://'])(
    'refuses %j with E101',
    (text) => {
      expect(() => secureApiBase(text)).toThrow(ServiceError);
      try {
        secureApiBase(text);
      } catch (error) {
        expect(error).toMatchObject({ status: 'E101', transport: false });
      }
    },
  );
});

describe('isLoopbackHost', () => {
  it('knows the loopback names and nothing that merely starts like one', () => {
    expect(['localhost', 'LOCALHOST', '127.0.0.1', '127.255.0.9', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['localhost.evil.com', '127.0.0.1.evil.com', '10.0.0.1', '[::2]', '128.0.0.1'].some(isLoopbackHost)).toBe(
      false,
    );
  });
});
