import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The version in package.json (the server runs from the project root). */
export function readPackageVersion(): string {
  return (JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version: string }).version;
}
