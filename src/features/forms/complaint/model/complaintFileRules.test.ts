import fc from 'fast-check';
import {
  allowedExtensions,
  allowedMimeTypes,
  fileIssues,
  filesIssue,
  maxBytes,
  maxFiles,
  singleFileIssue,
  type FileLike,
} from './complaintFileRules';

import { testFile as fakeFile } from '../testing/testFiles';

const pdf = (size = 1024): FileLike => ({ name: 'invoice.pdf', type: 'application/pdf', size });

describe('complaint attachment rules', () => {
  it('holds the limits: 20 files, 100 MB (104857600 bytes) per file and in total', () => {
    expect(maxFiles).toBe(20);
    expect(maxBytes).toBe(104_857_600);
    expect(allowedExtensions).toEqual(['pdf', 'jpg', 'jpeg', 'png', 'mov', 'mp4']);
    expect(allowedMimeTypes).toEqual([
      'image/png',
      'image/jpeg',
      'image/jpg',
      'application/pdf',
      'video/mpeg',
      'video/mp4',
      'video/quicktime',
    ]);
  });

  it.each<[string, FileLike[], string | undefined]>([
    ['no files', [], undefined],
    ['one file of 1 byte', [pdf(1)], undefined],
    ['a file of 0 bytes', [pdf(0)], fileIssues.empty],
    ['a file of exactly 100 MB', [pdf(maxBytes)], undefined],
    ['a file of 100 MB + 1 byte', [pdf(maxBytes + 1)], fileIssues.tooLarge],
    ['20 files', Array.from({ length: 20 }, () => pdf()), undefined],
    ['21 files', Array.from({ length: 21 }, () => pdf()), fileIssues.tooMany],
    ['two files of exactly 100 MB together', [pdf(maxBytes / 2), pdf(maxBytes / 2)], undefined],
    [
      'two files of 100 MB + 1 byte together',
      [pdf(maxBytes / 2), pdf(maxBytes / 2 + 1)],
      fileIssues.totalTooLarge,
    ],
    ['a .exe', [{ name: 'tool.exe', type: 'application/x-msdownload', size: 10 }], fileIssues.type],
    [
      'a .pdf name with a program type',
      [{ name: 'a.pdf', type: 'application/x-msdownload', size: 10 }],
      fileIssues.type,
    ],
    [
      'a .gif with an image type',
      [{ name: 'a.gif', type: 'image/gif', size: 10 }],
      fileIssues.type,
    ],
    ['a file without a type', [{ name: 'a.png', type: '', size: 10 }], fileIssues.type],
    ['an upper-case extension', [{ name: 'PHOTO.JPG', type: 'image/jpeg', size: 10 }], undefined],
    ['a .mov', [{ name: 'clip.mov', type: 'video/quicktime', size: 10 }], undefined],
    ['a .mp4 typed video/mpeg', [{ name: 'clip.mp4', type: 'video/mpeg', size: 10 }], undefined],
    [
      '21 wrong files: the count speaks first',
      Array.from({ length: 21 }, () => ({ name: 'a.exe', type: '', size: 0 })),
      fileIssues.tooMany,
    ],
    [
      'a wrong type and an empty file: the type first',
      [{ name: 'a.exe', type: '', size: 1 }, pdf(0)],
      fileIssues.type,
    ],
  ])('%s', (_label, files, issue) => {
    expect(filesIssue(files)).toBe(issue);
  });

  it('checks File objects of faked sizes at and around each limit', () => {
    const at = (size: number) => fakeFile('film.mp4', 'video/mp4', size);
    expect(filesIssue([at(0)])).toBe(fileIssues.empty);
    expect(filesIssue([at(maxBytes)])).toBeUndefined();
    expect(filesIssue([at(maxBytes + 1)])).toBe(fileIssues.tooLarge);
    expect(filesIssue([at(maxBytes - 1), at(1)])).toBeUndefined();
    expect(filesIssue([at(maxBytes - 1), at(2)])).toBe(fileIssues.totalTooLarge);
    expect(filesIssue([fakeFile('film.mp4', 'video/x-msvideo', 10)])).toBe(fileIssues.type);
  });

  const allowedFile = fc.record({
    name: fc
      .tuple(fc.stringMatching(/^[\w -]{1,20}$/), fc.constantFrom(...allowedExtensions))
      .map(([stem, extension]) => `${stem}.${extension}`),
    type: fc.constantFrom(...allowedMimeTypes),
    size: fc.integer({ min: 1, max: maxBytes }),
  });

  it('accepts any allowed file list within the limits, and says why for any other', () => {
    fc.assert(
      fc.property(fc.array(allowedFile, { maxLength: 25 }), (files) => {
        const total = files.reduce((sum, file) => sum + file.size, 0);
        const expected =
          files.length > maxFiles
            ? fileIssues.tooMany
            : total > maxBytes
              ? fileIssues.totalTooLarge
              : undefined;
        expect(filesIssue(files)).toBe(expected);
      }),
    );
  });

  it('refuses any file whose extension or type is off the lists', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 30 }),
        fc.integer({ min: 1, max: maxBytes }),
        (extension, type, size) => {
          const file = { name: `file.${extension}`, type, size };
          const allowed =
            allowedExtensions.includes(extension.toLowerCase()) &&
            allowedMimeTypes.includes(type.toLowerCase());
          expect(singleFileIssue(file)).toBe(allowed ? undefined : fileIssues.type);
        },
      ),
    );
  });
});
