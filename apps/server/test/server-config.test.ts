import { expect, it } from 'vitest';
import { ServerConfigSchema } from '../src/config/server-config.js';

it('public and allowed origins are kept as browsers send them; a path, a query or another scheme is refused', () => {
  const c = ServerConfigSchema.parse({
    publicOrigins: ['https://Play.Example.com:443', 'http://127.0.0.1:8080/'],
    allowedOrigins: ['http://[::1]:80'],
  });
  expect(c.publicOrigins).toEqual(['https://play.example.com', 'http://127.0.0.1:8080']);
  expect(c.allowedOrigins).toEqual(['http://[::1]']);
  for (const bad of [
    'https://play.example.com/app',
    'https://a.example?x=1',
    'ftp://a.example',
    'https://u:p@a.example',
  ])
    expect(ServerConfigSchema.safeParse({ publicOrigins: [bad] }).success, bad).toBe(false);
});
