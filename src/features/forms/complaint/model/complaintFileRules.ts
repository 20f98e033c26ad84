/**
 * The attachment rules (docs/rules/forms.md, "Complaint attachments"), on what a file says about
 * itself (name, size, type), so they are checked alike on File objects and on plain descriptors.
 * Shared with the demo host.
 */
export const maxFiles = 20;

/** 100 MB (104857600 bytes), per file and for all files together. */
export const maxBytes = 104_857_600;

export const allowedExtensions: readonly string[] = ['pdf', 'jpg', 'jpeg', 'png', 'mov', 'mp4'];

export const allowedMimeTypes: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/jpg',
  'application/pdf',
  'video/mpeg',
  'video/mp4',
  'video/quicktime',
];

/** What the rules read of a file. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** Message ids of the file rules, in the order they are checked. */
export const fileIssues = {
  tooMany: 'complaint.error.tooManyFiles',
  type: 'complaint.error.fileType',
  empty: 'complaint.error.fileEmpty',
  tooLarge: 'complaint.error.fileTooLarge',
  totalTooLarge: 'complaint.error.totalTooLarge',
} as const;

export type FileIssue = (typeof fileIssues)[keyof typeof fileIssues];

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * A file passes when both its name's extension and its MIME type are on the lists: the server
 * checks the type, and a renamed program keeps its own type.
 */
export function isAllowedFile(file: FileLike): boolean {
  return (
    allowedExtensions.includes(extensionOf(file.name)) &&
    allowedMimeTypes.includes(file.type.toLowerCase())
  );
}

/** What one file breaks on its own, if anything. */
export function singleFileIssue(file: FileLike): FileIssue | undefined {
  if (!isAllowedFile(file)) return fileIssues.type;
  if (file.size <= 0) return fileIssues.empty;
  if (file.size > maxBytes) return fileIssues.tooLarge;
  return undefined;
}

/** The first rule the chosen files break (count, then each file, then the total), if any. */
export function filesIssue(files: readonly FileLike[]): FileIssue | undefined {
  if (files.length > maxFiles) return fileIssues.tooMany;
  const issues = files.map(singleFileIssue);
  for (const issue of [fileIssues.type, fileIssues.empty, fileIssues.tooLarge]) {
    if (issues.includes(issue)) return issue;
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > maxBytes ? fileIssues.totalTooLarge : undefined;
}
