import { File as NodeFile } from 'node:buffer';

/**
 * A File for tests, of Node's kind: jest-fixed-jsdom's FormData is Node's and refuses jsdom's
 * File. With `size` the file claims that size without holding the bytes (100 MB and more).
 */
export function testFile(name: string, type: string, size?: number, content = 'x'): File {
  const file = new NodeFile([content], name, { type }) as unknown as File;
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
