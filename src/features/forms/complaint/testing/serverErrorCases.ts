/**
 * The demo host's test data for every complaint banner (demo/README.md): the booking
 * number and e-mail that provoke it, and the text the banner shows. Shared by the component test
 * and the browser journey.
 */
export const complaintServerErrorCases: readonly [
  bookingNumber: string,
  email: string,
  text: string,
][] = [
  [
    'UNKNOWN-1',
    'erika@example.com',
    'Your booking number cannot be found. Please check your data and try again.',
  ],
  ['BK123456', 'erika@example', 'Please use a valid e-mail address and try again.'],
  [
    'CODE-fileNotFound',
    'erika@example.com',
    'Your file could not be found during the upload. Please select another file and try again.',
  ],
  [
    'CODE-fileTypeNotAllowed',
    'erika@example.com',
    'This file format is not allowed. Please select a different file and try again.',
  ],
  ['CODE-genericError', 'erika@example.com', 'A technical error occurred.'],
  // An unknown code is shown as it is.
  ['CODE-mailboxFull', 'erika@example.com', 'mailboxFull'],
];
