import en from '../../../i18n/catalogues/en/complaint.json';
import de from '../../../i18n/catalogues/de/complaint.json';
import { checkAreaCatalogue } from '../../../testing/areaCatalogue';

describe('complaint messages', () => {
  checkAreaCatalogue('complaint', { en, de }, /^complaint\./, {
    name: 'invoice.pdf',
    count: 12,
    max: 2000,
  });

  it.each([
    ['complaint.headline', 'Contact form'],
    ['complaint.success', 'Successfully submitted'],
    ['complaint.fillForms', 'Fill forms'],
    ['complaint.error.required', 'This field is required.'],
    ['complaint.error.concernsTooLong', 'Max length is 2000 chars.'],
    ['complaint.error.tooManyFiles', 'You can select max 20 files.'],
    ['complaint.error.fileType', 'Allowed file formats: pdf, jpg, jpeg, png, mov, mp4.'],
    ['complaint.error.fileTooLarge', 'File max size is 100 MB.'],
    ['complaint.error.fileEmpty', 'A file is empty.'],
    [
      'complaint.error.totalTooLarge',
      'The size of the total attachment exceeds the volume of 100 MB.',
    ],
    ['complaint.server.genericError', 'A technical error occurred.'],
    [
      'complaint.server.bookingNumberNotFound',
      'Your booking number cannot be found. Please check your data and try again.',
    ],
    ['complaint.server.emailInvalid', 'Please use a valid e-mail address and try again.'],
    [
      'complaint.server.fileNotFound',
      'Your file could not be found during the upload. Please select another file and try again.',
    ],
    [
      'complaint.server.fileTypeNotAllowed',
      'This file format is not allowed. Please select a different file and try again.',
    ],
  ])('keeps %s word for word', (id, text) => {
    expect(en[id as keyof typeof en]).toBe(text);
  });
});
